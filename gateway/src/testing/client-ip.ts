/**
 * A random client address for x-forwarded-for: the rate limits count per address, so a test that
 * takes a fresh one starts from zero whatever the other tests sent.
 */
const octet = () => Math.floor(Math.random() * 250);

export const randomClientIp = () => `10.${octet()}.${octet()}.${octet()}`;
