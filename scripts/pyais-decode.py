"""Decodes AIS payloads with pyais, for the side-by-side check of TRAXIS's
decoder (src/server/ais/pyaisCompare.test.ts). Reads JSON lines
{"payload": str, "fill": int} on stdin and writes one JSON line per input:
pyais's fields (asdict), enums as their numbers, bytes as {"bits", "hex"},
or {"error": str} when pyais cannot decode it. Needs pyais (PyPI) only.
"""
import enum
import json
import sys

import pyais


def checksum(body: str) -> str:
    value = 0
    for ch in body:
        value ^= ord(ch)
    return f"{value:02X}"


def plain(value):
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (bytes, bytearray)):
        return {"bits": len(value) * 8, "hex": value.hex()}
    return value


def main() -> None:
    for line in sys.stdin:
        item = json.loads(line)
        body = f"AIVDM,1,1,,A,{item['payload']},{item['fill']}"
        try:
            message = pyais.decode(f"!{body}*{checksum(body)}")
            out = {key: plain(value) for key, value in message.asdict().items()}
        except Exception as error:  # any failure is reported, not raised
            out = {"error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
