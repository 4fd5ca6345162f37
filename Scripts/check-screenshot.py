#!/usr/bin/env python3
"""Checks that a screenshot of the HTML report is not blank.

Usage: Scripts/check-screenshot.py SHOT.png [--min-colors N] [--min-ink F] [--min-color F]
                                             [--top-rows N]

Decodes the PNG with the standard library only (zlib + struct): 8-bit RGB (colour type 2) or
RGBA (colour type 6, composited over white), non-interlaced, all five row filters. Then
measures

  - distinct colours in the whole image,
  - "ink": the share of pixels in the top rows that are not near-white (any channel < 240),
  - "colour": the share of pixels in the top rows that are saturated (max - min channel > 48),
    which text alone barely produces but the snapshot pictures and the plot lines do,

prints them, and exits 1 with a message when any is below its threshold (0 when all pass,
2 on a usage error). The thresholds are deliberately loose: they catch a blank or text-only
page, not a design change. Measured with Chromium 156 on the sample report: pictures and plot
give about 18-20% ink and 0.8% colour; the same page with its SVGs removed gives about 5% ink.
"""

import argparse
import struct
import sys
import zlib

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class PNGError(Exception):
    """The file is not a PNG this checker can read."""


def read_png(path):
    """Returns (width, height, rows) where rows is a list of bytes objects of RGB triples."""
    with open(path, "rb") as handle:
        data = handle.read()
    if not data.startswith(PNG_SIGNATURE):
        raise PNGError("not a PNG file (bad signature)")
    offset = len(PNG_SIGNATURE)
    header = None
    compressed = []
    while offset + 8 <= len(data):
        (length, kind) = struct.unpack(">I4s", data[offset : offset + 8])
        body = data[offset + 8 : offset + 8 + length]
        crc_bytes = data[offset + 8 + length : offset + 12 + length]
        if len(body) != length or len(crc_bytes) != 4:
            raise PNGError("truncated %s chunk" % kind.decode("latin-1"))
        (crc,) = struct.unpack(">I", crc_bytes)
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise PNGError("bad CRC in %s chunk" % kind.decode("latin-1"))
        offset += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise PNGError("no IHDR chunk")
    (width, height, depth, color_type, _, _, interlace) = header
    if depth != 8 or color_type not in (2, 6):
        raise PNGError(
            "unsupported format: bit depth %d, colour type %d (need 8-bit RGB or RGBA)"
            % (depth, color_type)
        )
    if interlace != 0:
        raise PNGError("interlaced PNGs are not supported")
    channels = 3 if color_type == 2 else 4
    stride = width * channels
    try:
        raw = zlib.decompress(b"".join(compressed))
    except zlib.error as error:
        raise PNGError("corrupt image data: %s" % error)
    if len(raw) < height * (stride + 1):
        raise PNGError("image data too short for %dx%d" % (width, height))

    rows = []
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        filter_type = raw[start]
        line = bytearray(raw[start + 1 : start + 1 + stride])
        unfilter(filter_type, line, previous, channels)
        rows.append(to_rgb(line, channels))
        previous = line
    return width, height, rows


def unfilter(filter_type, line, previous, bpp):
    """Undoes one row's PNG filter in place (types 0-4, section 9 of the PNG spec)."""
    count = len(line)
    if filter_type == 0:
        return
    if filter_type == 1:  # Sub
        for i in range(bpp, count):
            line[i] = (line[i] + line[i - bpp]) & 0xFF
    elif filter_type == 2:  # Up
        for i in range(count):
            line[i] = (line[i] + previous[i]) & 0xFF
    elif filter_type == 3:  # Average
        for i in range(count):
            left = line[i - bpp] if i >= bpp else 0
            line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
    elif filter_type == 4:  # Paeth
        for i in range(count):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            p = a + b - c
            pa = abs(p - a)
            pb = abs(p - b)
            pc = abs(p - c)
            if pa <= pb and pa <= pc:
                predictor = a
            elif pb <= pc:
                predictor = b
            else:
                predictor = c
            line[i] = (line[i] + predictor) & 0xFF
    else:
        raise PNGError("unknown filter type %d" % filter_type)


def to_rgb(line, channels):
    """The row as RGB bytes; RGBA is composited over white, as a page background would be."""
    if channels == 3:
        return bytes(line)
    out = bytearray(len(line) // 4 * 3)
    j = 0
    for i in range(0, len(line), 4):
        alpha = line[i + 3]
        for k in range(3):
            out[j + k] = (line[i + k] * alpha + 255 * (255 - alpha) + 127) // 255
        j += 3
    return bytes(out)


def measure(width, height, rows, top_rows):
    """Distinct colours overall, and ink and colour shares in the top `top_rows` rows."""
    colors = set()
    ink = 0
    colorful = 0
    top = min(height, top_rows)
    for y, row in enumerate(rows):
        pixels = [row[i : i + 3] for i in range(0, len(row), 3)]
        colors.update(pixels)
        if y >= top:
            continue
        for pixel in pixels:
            (r, g, b) = pixel
            if r < 240 or g < 240 or b < 240:
                ink += 1
                if max(r, g, b) - min(r, g, b) > 48:
                    colorful += 1
    area = max(1, width * top)
    return len(colors), ink / area, colorful / area


def main():
    parser = argparse.ArgumentParser(description="Fail when a report screenshot looks blank.")
    parser.add_argument("png", help="the screenshot to check")
    parser.add_argument("--min-colors", type=int, default=8, help="distinct colours (default 8)")
    parser.add_argument(
        "--min-ink", type=float, default=0.08, help="non-white share of the top (default 0.08)"
    )
    parser.add_argument(
        "--min-color", type=float, default=0.003, help="saturated share of the top (default 0.003)"
    )
    parser.add_argument(
        "--top-rows", type=int, default=1400, help="rows counted as the top part (default 1400)"
    )
    args = parser.parse_args()

    try:
        (width, height, rows) = read_png(args.png)
    except (OSError, PNGError) as error:
        print("check-screenshot: %s: %s" % (args.png, error), file=sys.stderr)
        return 1
    (colors, ink, colorful) = measure(width, height, rows, args.top_rows)
    print(
        "check-screenshot: %s: %dx%d, %d distinct colours, top %d rows: %.1f%% ink, %.2f%% colour"
        % (args.png, width, height, colors, min(height, args.top_rows), ink * 100, colorful * 100)
    )
    problems = []
    if colors < args.min_colors:
        problems.append("only %d distinct colours (need %d)" % (colors, args.min_colors))
    if ink < args.min_ink:
        problems.append(
            "only %.1f%% of the top is not white (need %.1f%%)" % (ink * 100, args.min_ink * 100)
        )
    if colorful < args.min_color:
        problems.append(
            "only %.2f%% of the top is coloured (need %.2f%%): pictures or plot missing?"
            % (colorful * 100, args.min_color * 100)
        )
    for problem in problems:
        print("check-screenshot: FAIL: %s" % problem, file=sys.stderr)
    if problems:
        return 1
    print("check-screenshot: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
