import { afterAll, describe, expect, it } from "vitest";
import { readPostFiles } from "@/content/blog-files";
import { stopChatEngines } from "./engine-runner";
import { answerChat } from "./service";

afterAll(stopChatEngines);

describe("the chat service", () => {
  it("answers in its engine worker from every blog post, read from the content collection", async () => {
    const posts = readPostFiles();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const answer = await answerChat({ message: `Tell me about the blog post "${post.title}"`, history: [] });
      expect(answer.message).toContain(post.url);
    }
  });

  it("answers from a blog post when the question is about it", async () => {
    const answer = await answerChat({ message: "Tell me about the blog post on payment features for 2025", history: [] });
    expect(answer.message).toContain("5 Payment Features Every Business Needs in 2025");
  });
});
