/** Where emails go: the log by default (the outbox row is the record), SMTP when SMTP_URL is set. */
import type { Logger } from "@gradplan/gateway";
import nodemailer from "nodemailer";

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers?: Record<string, string>;
}

export interface EmailTransport {
  name: "log" | "smtp";
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function logTransport(logger: Logger): EmailTransport {
  return {
    name: "log",
    async send(mail) {
      // Addresses and subjects only: bodies may hold reset links, which are secrets.
      logger.info({ to: mail.to, subject: mail.subject }, "email delivered to the log transport");
      // Delivered when the line has left the logger's buffer (production buffers a few KB), not
      // while it sits there: like an SMTP server's 250, what `send` resolving means, so a worker
      // killed after it does not lose the email.
      await new Promise<void>((done) => logger.flush(() => done()));
    },
    close() {},
  };
}

export function smtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(mail) {
      await transporter.sendMail({
        ...mail,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
      });
    },
    close() {
      transporter.close();
    },
  };
}
