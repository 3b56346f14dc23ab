#!/usr/bin/env python3
"""Drives `listspec preview` in headless Chromium, as a person would, and reports what the page shows.

usage: preview-browser.py CHROMIUM URL SPEC NEXT BROKEN [SCREENSHOT.png]

Opens URL, reads the rows, saves NEXT's text over SPEC (a new file renamed into place, as editors
save), waits for the page to play the batch update, reads the rows again (and every `data-change`
mark seen while the update played) and `window.listspecLastBatch`; then saves BROKEN's text and reads
the findings shown over the last good picture. Prints one JSON object. SCREENSHOT, when given, is
taken 0.15 s into the update (the picture of Docs/Preview.md). Speaks the DevTools protocol
over a WebSocket written here with the standard library only (no package to install).
"""
import base64
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time

DEADLINE = 20.0


class WebSocket:
    """A client WebSocket (RFC 6455) on loopback: text frames out (masked), whole messages in."""

    def __init__(self, url):
        match = re.match(r"ws://([^/:]+):(\d+)(/.*)", url)
        host, port, path = match.group(1), int(match.group(2)), match.group(3)
        self.sock = socket.create_connection((host, port), timeout=DEADLINE)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("the DevTools WebSocket closed during the handshake")
            response += chunk
        head, self.buffer = response.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(f"no WebSocket: {head[:200]!r}")
        self.next_id = 0

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise RuntimeError("the DevTools WebSocket closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def send(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x81, 0x80 | length)
        elif length < 1 << 16:
            header = struct.pack("!BBH", 0x81, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", 0x81, 0x80 | 127, length)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack("!H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack("!Q", self._read(8))[0]
            payload = self._read(length)
            opcode = first & 0x0F
            if opcode == 8:
                raise RuntimeError("the DevTools WebSocket was closed")
            if opcode in (0, 1, 2):
                message += payload
                if first & 0x80:
                    return json.loads(message)

    def call(self, method, **params):
        self.next_id += 1
        self.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")


ROWS = """JSON.stringify(Array.from(document.querySelectorAll('li.row[data-cell-id]')).map(function (row) {
  return {table: row.closest('figure').getAttribute('data-table'), sectionID: row.getAttribute('data-section-id'),
          cellID: row.getAttribute('data-cell-id'), indexPath: row.getAttribute('data-index-path'),
          change: row.getAttribute('data-change'), text: row.querySelector('.text').textContent};
}))"""

MARKS = """JSON.stringify(Array.from(document.querySelectorAll('[data-change]')).map(function (element) {
  return {kind: element.classList.contains('row') ? 'row' : element.classList.contains('section') ? 'section' : 'table',
          change: element.getAttribute('data-change'), sectionID: element.getAttribute('data-section-id'),
          cellID: element.getAttribute('data-cell-id'), indexPath: element.getAttribute('data-index-path')};
}))"""

FINDINGS = """JSON.stringify({broken: document.body.classList.contains('broken'),
  status: document.getElementById('preview-status').textContent,
  findings: Array.from(document.querySelectorAll('#findings [data-rule]')).map(function (item) {
    return {rule: item.getAttribute('data-rule'), line: item.getAttribute('data-line'),
            location: item.getAttribute('data-location'), text: item.textContent};
  })})"""


def save(path, text):
    """As an editor saves: a new file beside it, renamed over it."""
    temporary = path + ".saving"
    with open(temporary, "w") as out:
        out.write(text)
    os.replace(temporary, path)


def wait_for(page, expression, what):
    start = time.monotonic()
    while time.monotonic() - start < DEADLINE:
        if page.evaluate(expression):
            return
        time.sleep(0.02)
    raise RuntimeError(f"timed out waiting for {what}")


def main():
    chromium, url, spec, next_path, broken_path = sys.argv[1:6]
    screenshot = sys.argv[6] if len(sys.argv) > 6 else None
    profile = tempfile.mkdtemp(prefix="listspec-chromium-")
    browser = subprocess.Popen([chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                "--disable-dev-shm-usage", "--remote-debugging-port=0", f"--user-data-dir={profile}",
                                "--window-size=1400,1000", "about:blank"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        endpoint = None
        start = time.monotonic()
        while endpoint is None and time.monotonic() - start < DEADLINE:
            line = browser.stderr.readline()
            if not line:
                break
            found = re.search(r"DevTools listening on (ws://\S+)", line)
            endpoint = found.group(1) if found else None
        if endpoint is None:
            raise RuntimeError("Chromium printed no DevTools address")
        target = WebSocket(endpoint).call("Target.createTarget", url=url)["targetId"]
        port = re.match(r"ws://[^/]+:(\d+)/", endpoint).group(1)
        page = WebSocket(f"ws://127.0.0.1:{port}/devtools/page/{target}")
        page.call("Runtime.enable")
        wait_for(page, "document.readyState === 'complete' && document.querySelectorAll('li.row[data-cell-id]').length > 0",
                 "the page's rows")
        result = {"before": json.loads(page.evaluate(ROWS)), "lastBatchBefore": page.evaluate("window.listspecLastBatch")}

        with open(next_path) as source:
            saved = time.monotonic()
            save(spec, source.read())
        marks = []
        while time.monotonic() - saved < DEADLINE:
            batch = page.evaluate("JSON.stringify(window.listspecLastBatch)")
            for mark in json.loads(page.evaluate(MARKS)):
                if mark not in marks:
                    marks.append(mark)
            if batch != "null":
                result.setdefault("shownAfterMs", round((time.monotonic() - saved) * 1000))
                result["lastBatch"] = json.loads(batch)
                if screenshot and "screenshot" not in result:
                    time.sleep(0.15)
                    shot = page.call("Page.captureScreenshot", format="png")
                    with open(screenshot, "wb") as out:
                        out.write(base64.b64decode(shot["data"]))
                    result["screenshot"] = screenshot
            if batch != "null" and time.monotonic() - saved > 0.3:
                break
            time.sleep(0.02)
        result["marksWhilePlaying"] = marks
        # The update has played (a second at most): the rows as they stay.
        wait_for(page, "document.querySelectorAll('[data-change]').length === 0", "the update to finish playing")
        result["after"] = json.loads(page.evaluate(ROWS))

        with open(broken_path) as source:
            save(spec, source.read())
        wait_for(page, "document.body.classList.contains('broken')", "the findings of the broken save")
        result["brokenSave"] = json.loads(page.evaluate(FINDINGS))
        result["rowsUnderBrokenSave"] = json.loads(page.evaluate(ROWS))
        print(json.dumps(result))
    finally:
        browser.kill()
        browser.wait()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    try:
        main()
    except RuntimeError as error:
        print(f"preview-browser: {error}", file=sys.stderr)
        sys.exit(1)
