/** Outgoing email: the outbox the email worker delivers from. */
import type { GatewayModule } from "../../core/module";
import { EMAIL_STATUS, EmailOutbox } from "./email-outbox.entity";

const uses = [] as const;

declare module "../../core/module" {
  interface DomainUses {
    email: (typeof uses)[number];
  }
}

/** What a sent email's row keeps of its recipient once the account is gone. */
export const ANONYMISED_ADDRESS = "deleted-account@invalid";

export const emailModule: GatewayModule<"email"> = {
  name: "email",
  uses,
  entities: [EmailOutbox],
  personalData: [
    // A record that an email went out, not exported; once the account is gone a pending email is
    // never sent (the worker finds no row) and a sent one keeps no address or text.
    {
      table: "email_outbox",
      by: "email",
      column: "to_address",
      exported: false,
      anonymise: {
        set: {
          to_address: ANONYMISED_ADDRESS,
          subject: "",
          text_body: "",
          html_body: null,
          headers: null,
        },
        deleteWhen: { status: EMAIL_STATUS.pending },
      },
    },
  ],
};
