import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * Fastify's answers to a URL it cannot route (bad percent-encoding, a parameter over 100 characters), in the
 * contract's `{message}` shape instead of Fastify's own `{error, code, message, statusCode}`.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply.status(414).send({ message: "The address is too long" });
    return;
  }
  void reply.status(400).send({ message: "The address is not valid" });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long"],
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "The request headers are too large"],
};

/**
 * A request Node's HTTP parser refused before Fastify saw it (malformed request line or headers, headers too large,
 * too slow): answered on the socket in the contract's `{message}` shape, then closed, as Fastify's own handler does.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "Bad Request", "Bad request"];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
