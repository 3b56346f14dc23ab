#!/usr/bin/env python3
"""Latency of `listspec lsp` as an editor sees it (standard library only).

usage: Benchmarks/lsp-latency.py [BINARY]   (default: .build/release/listspec)

1. A 5,000-cell spec (gen_spec.py 50 100 --typed): 100 one-character edits, each timed from
   didChange to its publishDiagnostics; then 200 each of hover, completion and definition at
   random cells, timed from request to response; then 100 each of completion and hover sent at
   once after an edit of their line, timed from request to response.
2. A 100,000-cell spec opened, and at once a small spec: how long the small one's
   diagnostics and a hover on it take while the large one is read and linted; then 10 edits
   of the large spec, each followed at once by a hover on the small one.
Prints the median, 95th percentile and maximum of each, in milliseconds."""
import json
import os
import random
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_spec  # noqa: E402


class Server:
    def __init__(self, binary):
        self.p = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.queue = []

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.p.stdout.readline().strip()
            if not line:
                break
            key, value = line.split(b":", 1)
            if key.lower() == b"content-length":
                length = int(value)
        return json.loads(self.p.stdout.read(length))

    def wait(self, match):
        for i, message in enumerate(self.queue):
            if match(message):
                return self.queue.pop(i)
        while True:
            message = self.read()
            if match(message):
                return message
            self.queue.append(message)

    def request(self, method, params):
        self.next_id += 1
        wanted = self.next_id
        self.send({"id": wanted, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == wanted and "method" not in m)

    def diagnostics(self, uri, version):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version") == version)

    def open(self, uri, text):
        self.send({"method": "textDocument/didOpen",
                   "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})


def stats(name, samples):
    samples = sorted(samples)
    p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
    print(f"{name:<34} median {samples[len(samples) // 2] * 1000:7.2f} ms   p95 {p95 * 1000:7.2f} ms   max {samples[-1] * 1000:7.2f} ms   (n={len(samples)})")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", ".build", "release", "listspec")
    server = Server(binary)
    server.request("initialize", {"capabilities": {"textDocument": {"hover": {"contentFormat": ["markdown"]}}}})
    server.send({"method": "initialized", "params": {}})

    text = gen_spec.yaml_text(gen_spec.typed(gen_spec.build(50, 100, 1)))
    lines = text.split("\n")
    uri = "file:///tmp/listspec-bench-5000.yaml"
    server.open(uri, text)
    server.diagnostics(uri, 1)
    title_lines = [i for i, line in enumerate(lines) if line.strip().startswith("title: \"")]
    cell_type_lines = [i for i, line in enumerate(lines) if line.strip().startswith("cellType:")]
    rng = random.Random(5)

    edits = []
    for version in range(2, 102):
        line = rng.choice(title_lines)
        column = lines[line].index("title: ") + len("title: \"")
        started = time.perf_counter()
        server.send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}},
                                "text": "x"}]}})
        server.diagnostics(uri, version)
        edits.append(time.perf_counter() - started)
    stats("didChange -> diagnostics (5,000)", edits)

    for method in ("hover", "completion", "definition"):
        samples = []
        for _ in range(200):
            line = rng.choice(cell_type_lines)
            character = len(lines[line]) if method == "completion" else len(lines[line]) - 3
            started = time.perf_counter()
            server.request("textDocument/" + method, {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}})
            samples.append(time.perf_counter() - started)
        stats(f"{method} (5,000)", samples)

    # As a person types: an edit, and at once a completion (or hover) at the edited line, timed from
    # the request to its answer (the server analyses the new text first).
    version = 102
    for method in ("completion", "hover"):
        samples = []
        for _ in range(100):
            line = rng.choice(cell_type_lines)
            column = len(lines[line])
            server.send({"method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}},
                                    "text": " "}]}})
            lines[line] += " "
            started = time.perf_counter()
            server.request("textDocument/" + method, {"textDocument": {"uri": uri},
                                                      "position": {"line": line, "character": column - (0 if method == "completion" else 3)}})
            samples.append(time.perf_counter() - started)
            server.diagnostics(uri, version)
            version += 1
        stats(f"{method} right after an edit (5,000)", samples)

    big = gen_spec.yaml_text(gen_spec.build(1000, 100, 2))
    big_uri, small_uri = "file:///tmp/listspec-bench-100000.yaml", "file:///tmp/listspec-bench-small.yaml"
    small = "tables:\n  t:\n    sections:\n      - sectionID: 0\n        cells:\n          - {cellID: 0, cellType: A}\n"
    started = time.perf_counter()
    server.open(big_uri, big)
    server.open(small_uri, small)
    server.diagnostics(small_uri, 1)
    small_done = time.perf_counter() - started
    server.request("textDocument/hover", {"textDocument": {"uri": small_uri}, "position": {"line": 5, "character": 16}})
    hover_done = time.perf_counter() - started
    server.diagnostics(big_uri, 1)
    big_done = time.perf_counter() - started
    print(f"100,000 cells opened, then a small spec: small diagnostics {small_done * 1000:.1f} ms, "
          f"its hover {hover_done * 1000:.1f} ms, large diagnostics {big_done * 1000:.1f} ms")
    # An edit of the large document, then at once a hover on the small one: answered while the large one is linted.
    hovers, larges = [], []
    big_lines = big.split("\n")
    big_title = next(i for i in range(len(big_lines) // 2, len(big_lines)) if big_lines[i].strip().startswith("title: \""))
    big_column = big_lines[big_title].index("title: ") + len("title: \"")
    for version in range(2, 12):
        started = time.perf_counter()
        server.send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": big_uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": big_title, "character": big_column},
                                          "end": {"line": big_title, "character": big_column}}, "text": "x"}]}})
        server.request("textDocument/hover", {"textDocument": {"uri": small_uri}, "position": {"line": 5, "character": 16}})
        hovers.append(time.perf_counter() - started)
        server.diagnostics(big_uri, version)
        larges.append(time.perf_counter() - started)
    stats("small hover during a large lint", hovers)
    stats("didChange -> diagnostics (100,000)", larges)
    server.request("shutdown", None)
    server.send({"method": "exit"})
    server.p.wait()


if __name__ == "__main__":
    main()
