import type { Context } from 'hono';

// Sets a header on an answer already built (a middleware after `await next()`). Hono's c.header()
// at that point re-wraps the answer (`new Response(res.body, res)`), which turns @hono/node-server's
// lightweight answer, whose string body goes to the socket in one write, into a stream read chunk
// by chunk: on every API request that was the largest share of what the request log cost
// (docs/performance.md, "List"). The headers of the answer are changed in place instead; only an
// answer whose headers cannot change (Response.redirect, a fetched answer) is copied.
export const setAnswerHeader = (c: Context, name: string, value: string) => {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
};
