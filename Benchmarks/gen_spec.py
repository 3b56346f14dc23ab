#!/usr/bin/env python3
"""Write a large, valid listspec spec for benchmarks (standard library only; a copy of ../shared/bench/gen-spec.py for clones without it).

usage: gen-spec.py SECTIONS CELLS_PER_SECTION [yaml|json] [SEED]

  gen-spec.py 1000 100 yaml > big.yaml     # 100,000 cells, about 17 MB
  gen-spec.py 1000 100 yaml 2 > big2.yaml  # another version of the same table:
                                           # same shape, other random IDs/values

IDs ascend with random gaps; every cell has a small map as its viewModel."""
import json
import random
import sys


def build(sections, cells, seed):
    rng = random.Random(seed)
    out, sid = [], 0
    for _ in range(sections):
        sid += rng.randint(1, 3)
        rows, cid = [], 0
        for _ in range(cells):
            cid += rng.randint(1, 3)
            rows.append({"cellID": cid,
                         "cellType": rng.choice(["MenuCell", "DetailCell", "SwitchCell"]),
                         "viewModel": {"title": f"Item {sid}-{cid}", "subtitle": "lorem ipsum",
                                       "value": rng.randint(0, 1000)}})
        out.append({"sectionID": sid, "header": {"title": f"Section {sid}", "height": 28},
                    "cells": rows})
    return {"tables": {"main": {"sections": out}}}


def yaml_text(doc):
    lines = ["tables:", "  main:", "    sections:"]
    for s in doc["tables"]["main"]["sections"]:
        lines += [f"      - sectionID: {s['sectionID']}",
                  f"        header: {{title: \"{s['header']['title']}\", height: 28}}",
                  "        cells:"]
        for c in s["cells"]:
            vm = c["viewModel"]
            lines += [f"          - cellID: {c['cellID']}",
                      f"            cellType: {c['cellType']}",
                      "            viewModel:",
                      f"              title: \"{vm['title']}\"",
                      f"              subtitle: {vm['subtitle']}",
                      f"              value: {vm['value']}"]
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    sections, cells = int(argv[1]), int(argv[2])
    fmt = argv[3] if len(argv) > 3 else "yaml"
    seed = int(argv[4]) if len(argv) > 4 else 1
    doc = build(sections, cells, seed)
    sys.stdout.write(json.dumps(doc, indent=1) + "\n" if fmt == "json" else yaml_text(doc))


if __name__ == "__main__":
    main(sys.argv)
