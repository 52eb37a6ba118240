// A real SMTP server on a free local port for tests: it keeps every mail it receives with the envelope and the
// signed-in user, and checks a user name and password when it is given some (AUTH over a plain connection, as a
// local relay allows). Used by the server tests and the browser tests of the mail settings.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | null;
  data: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(login?: { user: string; pass: string }): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: !login,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(new Error("Authentication credentials invalid"));
    },
    onData(stream, session, callback) {
      let data = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (data += chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === "string" ? session.user : null,
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
