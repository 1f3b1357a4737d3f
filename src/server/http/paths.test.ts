import { describe, expect, it } from "vitest";
import { canonicalPath, decidePath, splitTarget } from "./paths";

describe("canonical request paths", () => {
  it.each([
    ["/", "/"],
    ["/admin", "/admin"],
    ["//admin", "/admin"],
    ["///admin//leads///x", "/admin/leads/x"],
    ["/.//admin", "/admin"],
    ["/./admin/./", "/admin"],
    ["/admin/../admin", "/admin"],
    ["/../../admin", "/admin"],
    ["/admin/", "/admin"],
    ["/solutions/", "/solutions"],
    ["/industries/restaurants/", "/industries/restaurants"],
    ["/%61dmin", "/admin"],
    ["/%7Euser", "/~user"],
    ["/blog/caf%c3%a9", "/blog/caf%c3%a9"],
    ["/ADMIN", "/admin"],
    ["/Solutions/", "/solutions"],
    ["/_astro/Index.B7x_Zq.js", "/_astro/Index.B7x_Zq.js"],
  ])("%s -> %s", (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it.each([
    "/%2fadmin",
    "/%2Fadmin",
    "/admin%2f",
    "/%5cadmin",
    "/%2e%2e/admin",
    "/%2E/admin",
    "/admin%00",
    "/admin%0a",
    "/admin%7f",
    "/adm\u0000in",
    "/\\admin",
    "/admin%zz",
    "/admin%4",
    "admin",
    "",
  ])("refuses %j", (raw) => {
    expect(canonicalPath(raw)).toBeNull();
    expect(decidePath(raw)).toEqual({ kind: "refuse" });
  });

  it("lets a canonical path through, and redirects any other spelling to it", () => {
    expect(decidePath("/pos-systems")).toEqual({ kind: "ok" });
    expect(decidePath("//api/admin/leads")).toEqual({ kind: "redirect", path: "/api/admin/leads" });
    expect(decidePath("/API/admin/leads")).toEqual({ kind: "redirect", path: "/api/admin/leads" });
  });

  it("splits a request target into path and query", () => {
    expect(splitTarget("/a/b?x=1&y=/")).toEqual({ path: "/a/b", query: "?x=1&y=/" });
    expect(splitTarget("/a")).toEqual({ path: "/a", query: "" });
  });
});
