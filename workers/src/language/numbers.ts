/** Numbers a reader takes as evidence: measured results, not years or names. */

/**
 * A measured result: a number that is not a year and not part of a name ("EC2", "S3"), with
 * its unit ("45%", "$2M", "3.2x", "10M", "18,000"), or a word such as "doubled".
 */
const NUMBER = /(?<![\p{L}\p{N}])[$₹€£]?\d[\d,.]*(%|x|k|m|b|ms|\+)?(?![\p{L}\p{N}])/giu;
export function isQuantified(text: string): boolean {
  for (const match of text.matchAll(NUMBER)) {
    if (/^(19|20)\d{2}$/.test(match[0].replace(/[.,]+$/, ""))) continue;
    return true;
  }
  return /\b(doubled|tripled|halved|twice|thrice)\b/i.test(text) || /[%$₹€£]/.test(text);
}
