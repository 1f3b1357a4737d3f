import { describe, expect, it } from "vitest";
import { readPostFiles } from "@/content/blog-files";
import { getChatEngine } from "./service";

describe("the chat service's engine", () => {
  it("knows every blog post, from the same content documents as the site search", async () => {
    const engine = await getChatEngine();
    const posts = readPostFiles();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(engine.index.get(`post:${post.url}`)?.facts).toEqual([
        post.excerpt,
        `Written by ${post.author}, ${post.authorRole}.`,
      ]);
      // And what the post says, paragraph by paragraph under its headings.
      expect(engine.index.withPrefix(`section:${post.url}:`).length).toBeGreaterThan(3);
    }
    expect(await getChatEngine()).toBe(engine);
  });

  it("answers from a blog post when the question is about it", async () => {
    const engine = await getChatEngine();
    const reply = engine.reply({ message: "Tell me about the blog post on payment features for 2025" });
    expect(reply.sources).toContain("/blog/5-payment-features-every-business-needs");
    expect(reply.message).toContain("5 Payment Features Every Business Needs in 2025");
  });
});
