import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_OUTPUTS, STAMP_FILE, buildSettings, newestMtime, staleReason } from "./build-freshness.mjs";

/** A project folder on disk with sources, a complete build and its stamp, all with chosen modification times. */
let root;
const BUILD_STARTED = Date.parse("2026-03-01T12:00:00Z");
const BEFORE = new Date(BUILD_STARTED - 60_000);
const AFTER = new Date(BUILD_STARTED + 60_000);

function write(relative, content = "x", time = BEFORE) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  utimesSync(file, time, time);
  return file;
}

/** Folder mtimes move when files are added; set them back so only the files under test decide. */
function settleFolders(...folders) {
  for (const folder of folders) utimesSync(path.join(root, folder), BEFORE, BEFORE);
}

const env = { SITE_URL: "https://www.harborline.example", PUBLIC_GOOGLE_ADS_ID: "" };

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
  write("src/pages/index.astro");
  write("src/lib/utils.ts");
  write("server/index.ts");
  write("public/robots.txt");
  write("package.json", "{}");
  write("astro.config.mjs");
  for (const output of BUILD_OUTPUTS) write(output, "built", AFTER);
  write(STAMP_FILE, JSON.stringify({ startedAt: BUILD_STARTED, settings: buildSettings(env) }), AFTER);
  settleFolders("src", "src/pages", "src/lib", "server", "public");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("staleReason", () => {
  it("is null for a build newer than every source, made with the same settings", () => {
    expect(staleReason(root, env)).toBeNull();
  });

  it("asks for a build when there is none, or an output or the stamp is missing", () => {
    expect(staleReason(path.join(root, "nothing-here"), env)).toMatch(/missing/);
    unlinkSync(path.join(root, "dist/server.mjs"));
    expect(staleReason(root, env)).toBe("dist/server.mjs is missing");
    write("dist/server.mjs", "built", AFTER);
    unlinkSync(path.join(root, STAMP_FILE));
    expect(staleReason(root, env)).toMatch(/build-stamp\.json is missing/);
    write(STAMP_FILE, "not json", AFTER);
    expect(staleReason(root, env)).toMatch(/unreadable/);
  });

  it("asks for a build when a source deep in a folder changed after the build started", () => {
    write("src/lib/utils.ts", "changed", AFTER);
    settleFolders("src", "src/lib");
    expect(staleReason(root, env)).toBe("src changed after the last build");
  });

  it.each(["package-lock.json", "astro.config.mjs", ".env", "public/robots.txt", "drizzle/0001_leads.sql"])(
    "asks for a build when %s changed",
    (file) => {
      write(file, "changed", AFTER);
      expect(staleReason(root, env)).toMatch(/changed after the last build/);
    },
  );

  it("asks for a build when a source was deleted (its folder changed)", () => {
    unlinkSync(path.join(root, "src/pages/index.astro"));
    utimesSync(path.join(root, "src/pages"), AFTER, AFTER);
    expect(staleReason(root, env)).toBe("src changed after the last build");
  });

  it("counts a source saved while the build ran as newer than the build", () => {
    write("src/lib/utils.ts", "saved mid-build", new Date(BUILD_STARTED + 1));
    settleFolders("src", "src/lib");
    expect(staleReason(root, env)).not.toBeNull();
  });

  it("ignores files outside the inputs (data, test reports, the build itself)", () => {
    write("data/pglite/base", "db", AFTER);
    write("test-results/summary.json", "{}", AFTER);
    write("dist/client/extra.html", "built", AFTER);
    expect(staleReason(root, env)).toBeNull();
  });

  it("asks for a build when a setting baked into the pages differs", () => {
    expect(staleReason(root, { ...env, SITE_URL: "https://harborline.example" })).toBe("SITE_URL differs from the last build");
    expect(staleReason(root, { ...env, PUBLIC_GOOGLE_ADS_ID: "AW-123" })).toBe(
      "PUBLIC_GOOGLE_ADS_ID differs from the last build",
    );
    expect(staleReason(root, { ...env, PUBLIC_SCHEDULER_URL: "https://cal.example" })).toBe(
      "PUBLIC_SCHEDULER_URL differs from the last build",
    );
    // Settings the server reads at run time do not matter.
    expect(staleReason(root, { ...env, PORT: "8080", DATABASE_URL: "postgres://db" })).toBeNull();
  });
});

describe("newestMtime", () => {
  it("is 0 for a missing path and the newest file under a folder", () => {
    expect(newestMtime(path.join(root, "missing"))).toBe(0);
    write("src/a/b/c.ts", "new", AFTER);
    settleFolders("src", "src/a", "src/a/b");
    expect(newestMtime(path.join(root, "src"))).toBe(AFTER.getTime());
  });
});
