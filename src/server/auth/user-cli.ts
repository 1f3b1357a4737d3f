import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import { closeDatabase } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { appDatabase as leadDatabase, isUniqueViolation } from "@/server/db/database";
import { hashPassword, normalizeUsername, passwordProblem, USERNAME_PATTERN } from "./password";
import { unlockUsername } from "./login";
import { revokeUserSessions } from "./sessions";

/**
 * `npm run user:unlock -- <username>` clears an account's failed sign-ins (as a staff admin's Unlock does).
 * `npm run user:create -- <username> [--admin]` and `npm run user:passwd -- <username>`: the only way to create a staff
 * account or change its password. The password is asked twice without echo on a terminal, or read from the first
 * line of standard input (`printf '%s\n' "$PASSWORD" | npm run user:create -- ops`), never from the command line,
 * where it would land in the shell history and the process list.
 */
export interface CliIo {
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

function askHidden(io: CliIo, question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: io.stdin, output: io.stdout, terminal: true });
    // Echo the question only, never the typed characters.
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.includes(question)) io.stdout.write(text);
    };
    rl.question(question, (answer) => {
      io.stdout.write("\n");
      rl.close();
      resolve(answer);
    });
  });
}

async function readFirstLine(stream: NodeJS.ReadStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) {
    text += chunk.toString();
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

async function readPassword(io: CliIo): Promise<string> {
  if (!io.stdin.isTTY) return readFirstLine(io.stdin);
  const first = await askHidden(io, "Password: ");
  const second = await askHidden(io, "Repeat the password: ");
  if (first !== second) throw new CliError("The two passwords differ. Nothing was changed.");
  return first;
}

class CliError extends Error {}

export async function runUserCommand(command: "create" | "passwd" | "unlock", args: string[], io: CliIo): Promise<number> {
  const raw = args.find((arg) => !arg.startsWith("-"));
  if (!raw) {
    io.stderr.write(`Usage: npm run user:${command} -- <username>\n`);
    return 2;
  }
  const username = normalizeUsername(raw);
  if (!USERNAME_PATTERN.test(username)) {
    io.stderr.write("A username is 3 to 64 characters: lower-case letters, digits, dot, underscore or hyphen.\n");
    return 2;
  }
  try {
    if (command === "unlock") {
      const db = await leadDatabase();
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (!user) throw new CliError(`There is no account "${username}".`);
      const cleared = await unlockUsername(username);
      io.stdout.write(`Unlocked "${username}": cleared ${cleared} failed sign-in(s).\n`);
      return 0;
    }
    const password = await readPassword(io);
    const problem = passwordProblem(password);
    if (problem) throw new CliError(`${problem} Nothing was changed.`);
    const hash = await hashPassword(password);
    const db = await leadDatabase();
    if (command === "create") {
      // The first account is the admin (it can unlock and manage the others); --admin makes another one an admin.
      const [existing] = await db.select({ id: users.id }).from(users).limit(1);
      const role = !existing || args.includes("--admin") ? "admin" : "staff";
      try {
        await db.insert(users).values({ username, password: hash, role });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new CliError(`The account "${username}" already exists. Use npm run user:passwd to change its password.`);
        throw error;
      }
      io.stdout.write(`Created the staff account "${username}"${role === "admin" ? " (admin)" : ""}.\n`);
    } else {
      const [user] = await db
        .update(users)
        .set({ password: hash })
        .where(eq(users.username, username))
        .returning({ id: users.id });
      if (!user) throw new CliError(`There is no account "${username}".`);
      const revoked = await revokeUserSessions(user.id);
      io.stdout.write(`Changed the password of "${username}" and ended ${revoked} signed-in session(s).\n`);
    }
    return 0;
  } catch (error) {
    io.stderr.write(
      `${error instanceof CliError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
    );
    return 1;
  } finally {
    await closeDatabase().catch(() => undefined);
  }
}
