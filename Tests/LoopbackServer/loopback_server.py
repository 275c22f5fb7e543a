#!/usr/bin/env python3
"""Loopback HTTP server for the test targets (see LoopbackHTTPServer.swift).

Binds 127.0.0.1 on a free port, prints the port on stdout, then serves the routes below until its
stdin closes (the test process ends or stops it), at which point it exits at once.

Routes, by path (the query string is ignored):
  /movie/popular, /discover/movie  200 with a two-movie TMDB list page
  /redirect                        302 to /movie/popular
  /unauthorized                    401 with a TMDB error body
  /not-found                       404 with a TMDB error body
  /server-error                    500 with a plain-text body (no TMDB error body)
  /unavailable                     503 with an empty body
  /invalid-json                    200 with a body that is not JSON
  /truncated                       200 announcing 10000 bytes, sending fewer, then closing
  /slow                            waits 15 seconds before answering 200
  /reset                           resets the connection (RST) without answering
  /echo-headers                    200 with the request headers as a JSON object (lowercased names)
  /echo-token-page                 200 with a list page whose first movie is titled with the bearer
                                   token sent (a server that shows a key back)
  /echo-token-error                401 with a TMDB error whose message holds the bearer token sent
  /redirect-to-file                302 to file:///etc/passwd (not an http(s) URL)
  /redirect-loop                   302 to itself, for ever
  /redirect-to-echo-headers        302 to /echo-headers on this host
  /redirect-to-other-host          302 to /echo-headers on localhost (the same server under another
                                   host name)
  /redirect-to-other-host-token-page  302 to /echo-token-page on localhost
  /endless                         200 with a body that never ends (no length announced)
  /endless-announced               200 announcing a 1 TiB body, then sending it for ever
  /drip                            200 announcing 1000 bytes, then sending one every 0.5 seconds
  /poster.png                      200 with a one-pixel PNG image
anything else                      404 with a TMDB error body

A request for an absolute URL (as a client sends to a proxy: GET http://movies.example/path) is
served by its path, so pointing a client's http_proxy here serves any host name.
"""

import json
import os
import signal
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PAGE = {
    "page": 1,
    "results": [
        {
            "adult": False,
            "backdrop_path": None,
            "genre_ids": [35, 10749],
            "id": 194,
            "original_language": "fr",
            "original_title": "Le Fabuleux Destin d'Amélie Poulain",
            "overview": "A shy waitress secretly improves the lives of people around her.",
            "popularity": 30.5,
            "poster_path": None,
            "release_date": "2001-04-25",
            "title": "Amélie",
            "video": False,
            "vote_average": 7.9,
            "vote_count": 11500,
        },
        {
            "adult": False,
            "backdrop_path": "/backdrop.jpg",
            "genre_ids": [18],
            "id": 550,
            "original_language": "en",
            "original_title": "Fight Club",
            "overview": "An insomniac and a soap maker start an underground club.",
            "popularity": 60.1,
            "poster_path": "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
            "release_date": "",
            "title": "Fight Club",
            "video": False,
            "vote_average": 8.4,
            "vote_count": 26000,
        },
    ],
    "total_pages": 1,
    "total_results": 2,
}


# A one-pixel PNG (signature, IHDR, IDAT, IEND).
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2ee5e0000000049454e44ae426082"
)


def tmdb_error(code, message):
    return {"status_code": code, "status_message": message, "success": False}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path.startswith("http://"):
            path = "/" + path[len("http://"):].partition("/")[2]
        route = ROUTES.get(path, Handler.not_found)
        route(self)

    def send_body(self, status, body, content_type="application/json; charset=utf-8", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def send_json(self, status, value):
        self.send_body(status, json.dumps(value, ensure_ascii=False).encode("utf-8"))

    def page(self):
        self.send_json(200, PAGE)

    def redirect(self):
        self.send_body(302, b"", headers=[("Location", "/movie/popular")])

    def unauthorized(self):
        self.send_json(401, tmdb_error(7, "Invalid API key: You must be granted a valid key."))

    def not_found(self):
        self.send_json(404, tmdb_error(34, "The resource you requested could not be found."))

    def server_error(self):
        self.send_body(500, b"Internal Server Error", content_type="text/plain")

    def unavailable(self):
        self.send_body(503, b"")

    def invalid_json(self):
        self.send_body(200, b"<html><body>Not JSON</body></html>", content_type="text/html")

    def truncated(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "10000")
        self.end_headers()
        self.wfile.write(json.dumps(PAGE).encode("utf-8")[:100])
        self.wfile.flush()
        self.close_connection = True
        self.connection.shutdown(socket.SHUT_RDWR)

    def slow(self):
        time.sleep(15)
        self.send_json(200, PAGE)

    def reset(self):
        self.close_connection = True
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        os.close(self.connection.detach())

    def echo_headers(self):
        self.send_json(200, {name.lower(): value for name, value in self.headers.items()})

    def token(self):
        authorization = self.headers.get("Authorization", "")
        return authorization[len("Bearer "):] if authorization.startswith("Bearer ") else "(no token)"

    def echo_token_page(self):
        page = json.loads(json.dumps(PAGE))
        page["results"][0]["title"] = self.token()
        page["results"][0]["overview"] = "Sent with the key " + self.token() + "."
        self.send_json(200, page)

    def echo_token_error(self):
        self.send_json(401, tmdb_error(7, "Invalid API key: " + self.token()))

    def redirect_to_file(self):
        self.send_body(302, b"", headers=[("Location", "file:///etc/passwd")])

    def redirect_loop(self):
        self.send_body(302, b"", headers=[("Location", "/redirect-loop")])

    def redirect_to_echo_headers(self):
        self.send_body(302, b"", headers=[("Location", "/echo-headers")])

    def other_host(self, path):
        return "http://localhost:%d%s" % (self.server.server_address[1], path)

    def redirect_to_other_host(self):
        self.send_body(302, b"", headers=[("Location", self.other_host("/echo-headers"))])

    def redirect_to_other_host_token_page(self):
        self.send_body(302, b"", headers=[("Location", self.other_host("/echo-token-page"))])

    def send_for_ever(self, announced_length=None):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if announced_length is not None:
            self.send_header("Content-Length", str(announced_length))
        self.end_headers()
        self.close_connection = True
        chunk = b'{"results":[' + b" " * 65522
        try:
            while True:
                self.wfile.write(chunk)
        except OSError:
            pass  # the client hung up

    def endless(self):
        self.send_for_ever()

    def endless_announced(self):
        self.send_for_ever(announced_length=1 << 40)

    def poster(self):
        self.send_body(200, PNG, content_type="image/png")

    def drip(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "1000")
        self.end_headers()
        self.close_connection = True
        try:
            for _ in range(1000):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.5)
        except OSError:
            pass  # the client hung up


ROUTES = {
    "/movie/popular": Handler.page,
    "/discover/movie": Handler.page,
    "/redirect": Handler.redirect,
    "/unauthorized": Handler.unauthorized,
    "/not-found": Handler.not_found,
    "/server-error": Handler.server_error,
    "/unavailable": Handler.unavailable,
    "/invalid-json": Handler.invalid_json,
    "/truncated": Handler.truncated,
    "/slow": Handler.slow,
    "/reset": Handler.reset,
    "/echo-headers": Handler.echo_headers,
    "/echo-token-page": Handler.echo_token_page,
    "/echo-token-error": Handler.echo_token_error,
    "/redirect-to-file": Handler.redirect_to_file,
    "/redirect-loop": Handler.redirect_loop,
    "/redirect-to-echo-headers": Handler.redirect_to_echo_headers,
    "/redirect-to-other-host": Handler.redirect_to_other_host,
    "/redirect-to-other-host-token-page": Handler.redirect_to_other_host_token_page,
    "/endless": Handler.endless,
    "/endless-announced": Handler.endless_announced,
    "/drip": Handler.drip,
    "/poster.png": Handler.poster,
}


class QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass


def exit_when_stdin_closes():
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    # The thread that started this server may have blocked signals (the threads Swift's tasks run
    # on block SIGTERM), and a child inherits that mask.
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    server = QuietServer(("127.0.0.1", 0), Handler)
    sys.stdout.write("%d\n" % server.server_address[1])
    sys.stdout.flush()
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
