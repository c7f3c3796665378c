/** Outgoing email: the outbox the email worker delivers from. */
import type { GatewayModule } from "../../core/module";
import { EmailOutbox } from "./email-outbox.entity";

export const emailModule: GatewayModule = { name: "email", entities: [EmailOutbox] };
