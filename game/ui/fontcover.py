"""Which characters a font file has: its own `cmap` table, read with the standard library.

pygame-ce cannot tell: `Font.metrics` answers with the .notdef glyph's metrics for a character the
font lacks, so the text layer asks the font file itself (formats 4 and 12, the ones every TrueType
and OpenType font carries for Unicode).
"""
from __future__ import annotations

import struct
from functools import cache
from pathlib import Path

__all__ = ["coverage"]


def _format4(data: bytes, off: int) -> set[int]:
    segx2 = struct.unpack_from(">H", data, off + 6)[0]
    n = segx2 // 2
    ends = struct.unpack_from(f">{n}H", data, off + 14)
    starts = struct.unpack_from(f">{n}H", data, off + 16 + segx2)
    deltas = struct.unpack_from(f">{n}h", data, off + 16 + 2 * segx2)
    ro_at = off + 16 + 3 * segx2
    range_offsets = struct.unpack_from(f">{n}H", data, ro_at)
    out: set[int] = set()
    for i in range(n):
        start, end, delta, ro = starts[i], ends[i], deltas[i], range_offsets[i]
        if start == 0xFFFF:
            continue
        for c in range(start, end + 1):
            if ro == 0:
                glyph = (c + delta) & 0xFFFF
            else:
                at = ro_at + 2 * i + ro + 2 * (c - start)
                glyph = struct.unpack_from(">H", data, at)[0]
                if glyph:
                    glyph = (glyph + delta) & 0xFFFF
            if glyph:
                out.add(c)
    return out


def _format12(data: bytes, off: int) -> set[int]:
    n = struct.unpack_from(">I", data, off + 12)[0]
    out: set[int] = set()
    for i in range(n):
        start, end, glyph = struct.unpack_from(">III", data, off + 16 + 12 * i)
        if glyph == 0:
            start += 1  # a group starting at .notdef maps its first code to no glyph
        out.update(range(start, end + 1))
    return out


@cache
def coverage(path: Path) -> frozenset[int]:
    """Return the code points the font at `path` maps to a glyph (empty if it has no Unicode cmap)."""
    data = path.read_bytes()
    if data[:4] == b"ttcf":  # a collection: read its first font
        data_off = struct.unpack_from(">I", data, 12)[0]
    else:
        data_off = 0
    num_tables = struct.unpack_from(">H", data, data_off + 4)[0]
    cmap_off = None
    for i in range(num_tables):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, data_off + 12 + 16 * i)
        if tag == b"cmap":
            cmap_off = offset
    if cmap_off is None:
        return frozenset()
    count = struct.unpack_from(">H", data, cmap_off + 2)[0]
    best: tuple[int, int] | None = None  # (rank, offset): full-Unicode format 12 beats BMP format 4
    for i in range(count):
        platform, encoding, sub_off = struct.unpack_from(">HHI", data, cmap_off + 4 + 8 * i)
        off = cmap_off + sub_off
        fmt = struct.unpack_from(">H", data, off)[0]
        unicode_table = platform == 0 or (platform == 3 and encoding in (1, 10))
        if not unicode_table or fmt not in (4, 12):
            continue
        rank = 2 if fmt == 12 else 1
        if best is None or rank > best[0]:
            best = (rank, off)
    if best is None:
        return frozenset()
    off = best[1]
    fmt = struct.unpack_from(">H", data, off)[0]
    return frozenset(_format12(data, off) if fmt == 12 else _format4(data, off))
