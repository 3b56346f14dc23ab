"""A real pygls client (pygls sends `Content-Type` after `Content-Length` in every header) against
`listspec lsp`: initialize, open a spec, wait for its diagnostics, hover and complete, shut down.
Prints one JSON object with what it got. Usage: pygls-client.py LISTSPEC SPEC_PATH LINE CHARACTER (where to hover)"""
import asyncio
import json
import pathlib
import sys

from lsprotocol import types
from pygls.lsp.client import LanguageClient


async def main(binary: str, path: str) -> None:
    client = LanguageClient("listspec-test", "1")
    diagnostics: asyncio.Queue = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def published(params: types.PublishDiagnosticsParams) -> None:
        diagnostics.put_nowait(params)

    await client.start_io(binary, "lsp")
    uri = pathlib.Path(path).as_uri()
    text = pathlib.Path(path).read_text()
    result = await asyncio.wait_for(client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(), process_id=None, root_uri=None)), 30)
    client.initialized(types.InitializedParams())
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
    published_params = await asyncio.wait_for(diagnostics.get(), 30)
    at = lambda line, character: types.Position(line=line, character=character)
    hover = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=at(int(sys.argv[3]), int(sys.argv[4])))), 30)
    await asyncio.wait_for(client.shutdown_async(None), 30)
    client.exit(None)
    await client.stop()
    print(json.dumps({
        "server": result.server_info.name if result.server_info else None,
        "diagnostics": [(d.range.start.line, d.code, d.message) for d in published_params.diagnostics],
        "hover": hover.contents.value if hover and hasattr(hover.contents, "value") else None,
    }))


asyncio.run(main(sys.argv[1], sys.argv[2]))
