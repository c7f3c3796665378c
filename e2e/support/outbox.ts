/** The email outbox of the end-to-end database: where a test finds the links a student is sent. */
import pg from "pg";

export async function latestEmailTo(address: string): Promise<{ subject: string; text: string }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; text_body: string }>(
      "select subject, text_body from email_outbox where to_address = $1 order by created_at desc limit 1",
      [address],
    );
    if (!rows[0]) throw new Error(`no email was sent to ${address}`);
    return { subject: rows[0].subject, text: rows[0].text_body };
  } finally {
    await client.end();
  }
}
