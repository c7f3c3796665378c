/** The email outbox of the end-to-end database: where a test finds the links a student is sent. */
import pg from "pg";

/**
 * The newest email to `address`. Some are written after the answer that asked for them
 * (forgot-password looks the account up once it has answered), so this waits up to 5 s for one.
 */
export async function latestEmailTo(address: string): Promise<{ subject: string; text: string }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await client.query<{ subject: string; text_body: string }>(
        "select subject, text_body from email_outbox where to_address = $1 order by created_at desc limit 1",
        [address],
      );
      if (rows[0]) return { subject: rows[0].subject, text: rows[0].text_body };
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`no email was sent to ${address}`);
  } finally {
    await client.end();
  }
}
