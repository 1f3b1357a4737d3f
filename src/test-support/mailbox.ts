import { SMTPServer } from "smtp-server";
// The reader `npm run mail:catch` uses too (one place that reads a message as nodemailer writes it).
import { parseMail } from "../../scripts/mail-catcher.mjs";

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts, read with parseMail
 * (scripts/mail-catcher.mjs: headers, the text and HTML parts), for the tests of the visitor emails (issue 35).
 * `rejectNext` refuses that many messages with a 451 first (a mail server that is briefly down).
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  rejectNext = 0;
  url = "";
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (this.rejectNext > 0) {
          this.rejectNext -= 1;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        this.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });

  async start(port = 0) {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    const address = this.server.server.address();
    this.url = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    return this;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The messages sent to one address, read. */
  to(address: string): ParsedMail[] {
    return this.messages.filter((message) => message.to.includes(address)).map((message) => parseMail(message.raw));
  }
}

export type ParsedMail = ReturnType<typeof parseMail>;
export { parseMail };
