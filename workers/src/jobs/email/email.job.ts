/** The email queue: one outbox row each, sent over SMTP or, without SMTP, written to the log. */
import { type EmailJob, QUEUE } from "@gradplan/schema";
import { declareJob } from "../job";
import { emailProcessor } from "./email.processor";
import { logTransport, smtpTransport } from "./transport";

export const emailJob = declareJob<EmailJob, unknown>({
  queue: QUEUE.email,
  processor: ({ config, logger, orm, onClose }) => {
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(logger);
    onClose(() => transport.close());
    return emailProcessor(orm, transport, config.mailFrom);
  },
});
