/** Outgoing email: the outbox the email worker delivers from. */
import type { GatewayModule } from "../../core/module";
import { EmailOutbox } from "./email-outbox.entity";

const uses = [] as const;

declare module "../../core/module" {
  interface DomainUses {
    email: (typeof uses)[number];
  }
}

export const emailModule: GatewayModule<"email"> = { name: "email", uses, entities: [EmailOutbox] };
