// The baseline: a bare Fastify JSON route, served by its own process like the real server.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({
  id: "00000000-0000-0000-0000-000000000000",
  email: "bench@example.com",
  role: "artist",
}));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
