/** The Node.js the project runs on (package.json engines): 24 LTS, 22.15 at the least. */

const [major, minor] = process.versions.node.split(".").map(Number);

/** Stops with the way forward when this Node is too old, before npm or a build fails obscurely. */
export function requireSupportedNode() {
  if (major >= 24 || (major === 22 && minor >= 15)) return;
  console.error(
    `\nGradPlan runs on Node.js 24 LTS (22.15 at the least); this is ${process.version}.\n` +
      "Install Node 24, or run the command through scripts/node24, which fetches Node 24 from\n" +
      "the npm registry's binary package into ~/.cache/gradplan: `scripts/node24 npm start`.\n",
  );
  process.exit(1);
}
