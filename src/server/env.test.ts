import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills every default when nothing is set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "http://localhost:3000",
      PGLITE_DIR: "./data/pglite",
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: " " }).PORT).toBe(3000);
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("honours PORT and a postgres URL", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "postgresql://u@db:5432/leads" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgresql://u@db:5432/leads");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT: must be a whole number"],
    [{ PORT: "70000" }, "PORT: must be between 1 and 65535"],
    [{ SITE_URL: "example.com" }, "SITE_URL: must be an absolute URL"],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL: must start with http:// or https://"],
    [{ DATABASE_URL: "mysql://root@localhost/test" }, "DATABASE_URL: must be a postgres:// or postgresql:// connection URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY: must be false, true, a number of proxy hops"],
  ])("names the bad variable %j", (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it("lists every problem at once", () => {
    try {
      parseEnv({ PORT: "x", SITE_URL: "nope" });
      expect.unreachable();
    } catch (error) {
      const names = (error as EnvError).problems.map((problem) => problem.split(":")[0]);
      expect(new Set(names)).toEqual(new Set(["PORT", "SITE_URL"]));
    }
  });
});
