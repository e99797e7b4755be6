"""The statistics screen's results chart: a bar per game or hand of its points, green when won and red
when not, and the win rate so far as a line, with its key, axes and the dates of the games shown."""
from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import pygame

from game.i18n import _, format_date, format_number, format_share
from game.storage.stats import Result
from game.ui.paint import draw_panel
from game.ui.palette import CREAM, FAINT, MUTED, YELLOW
from game.ui.text import draw_text, get_font, text_width, wrap_text
from game.ui.units import px

__all__ = ["GROW_SECONDS", "LOSS_RED", "WIN_GREEN", "axis_ticks", "axis_top", "draw_chart"]

GRID = (255, 255, 255, 28)
WIN_GREEN = (88, 190, 60)
LOSS_RED = (226, 84, 52)
GROW_SECONDS = 0.6  # the bars grow and the line draws itself in this time (at animation speed 1)


def axis_top(top: int) -> int:
    """Return the top of the points axis for bars up to `top`: a round, even number (2, 4, 10, 20, 40, 50,
    100...) so that its half is a whole number too and the three ticks 0 / half / top never repeat."""
    magnitude = 1
    while True:
        for step in (2, 4, 10) if magnitude == 1 else (1, 2, 4, 5):
            if step * magnitude >= top:
                return step * magnitude
        magnitude *= 10


def axis_ticks(top: int) -> list[tuple[float, str]]:
    """Return the points axis' ticks as (fraction of the height, label): 0 alone when nothing was scored."""
    if top <= 0:
        return [(0.0, "0")]
    nice = axis_top(top)
    return [(0.0, "0"), (0.5, format_number(nice // 2)), (1.0, format_number(nice))]


def _date(timestamp: float) -> str:
    try:
        return format_date(datetime.fromtimestamp(timestamp))
    except (OverflowError, OSError, ValueError):
        return ""


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, s: float, results: Sequence[Result],
               all_rates: Sequence[float], hands: bool, grow: float) -> list[tuple[float, str]]:
    """Draw the results chart in its panel `rect` at scale `s`: a bar per game (or hand, `hands`) of its
    points, green when won, and the win rate so far as a line, both grown to `grow` (0..1) of their
    height and length; return the points axis' ticks as drawn (fraction of the height, label)."""
    if rect.w <= 0 or rect.h <= 0:
        return []
    draw_panel(surface, rect, radius=px(14, s))
    pad = px(14, s)
    title = draw_text(surface, _("Results over time"), px(20, s), (rect.x + pad, rect.y + px(10, s)), YELLOW, True)
    legend_y = rect.y + px(14, s)
    if title.right + px(16, s) + _legend_width(s) > rect.right - pad:
        legend_y = title.bottom + px(2, s)  # not beside the title: on a line of its own under it
    label_h = get_font(px(13, s)).get_linesize()
    above = max(title.bottom, legend_y + get_font(px(14, s)).get_linesize())  # the axes' words go under both
    top = max(px(74, s), above - rect.y + label_h + px(18, s))
    plot = pygame.Rect(rect.x + px(52, s), rect.y + top, rect.w - px(52 + 52, s), rect.h - top - px(36, s))
    legend = True
    if results and plot.h < 20:  # large text in a small window: no legend, the axes' words just under the title
        legend = False
        top = title.bottom - rect.y + label_h + px(10, s)
        plot = pygame.Rect(plot.x, rect.y + top, plot.w, rect.h - top - px(24, s))
    if not results or plot.w < 20 or plot.h < 20:
        empty = (_("No hands yet. Finish one and your results will show here.") if hands else
                 _("No games yet. Finish one and your results will show here."))
        if results:  # there are results, but no room: never "no games yet"
            empty = _("No room for the chart here: a larger window or smaller text shows it.")
        lines = wrap_text(empty, px(19, s), max(40, rect.w - 2 * pad))
        y = rect.centery - len(lines) * px(13, s)
        for line in lines:
            draw_text(surface, line, px(19, s), (rect.centerx, y), MUTED, False, "midtop")
            y += px(26, s)
        return []
    if legend:
        _draw_legend(surface, s, rect, pad, legend_y)
    # Show as many of the latest games as there is room for (at least 4 px each).
    fit = max(1, plot.w // max(2, px(4, s)))
    first = max(0, len(results) - fit)
    shown = results[first:]
    rates = all_rates[first:]
    if first:
        latest = (_("the latest {count} of {total} hands") if hands else
                  _("the latest {count} of {total} games")).format(count=len(shown), total=len(results))
        draw_text(surface, latest, px(13, s),
                  (plot.centerx, plot.bottom + px(6, s)), FAINT, False, "midtop")
    most = max(r.points for r in shown)
    top_points = axis_top(most)
    ticks = axis_ticks(most)
    small = px(13, s)
    # Grid and axes: win rate on the right (0-100%), points on the left.
    grid = pygame.Surface(plot.size, pygame.SRCALPHA)
    for frac in (0.25, 0.5, 0.75, 1.0):
        gy = plot.h - 1 - round((plot.h - 1) * frac)
        pygame.draw.line(grid, GRID, (0, gy), (plot.w, gy), 1)
    surface.blit(grid, plot)
    for frac in (0.0, 0.5, 1.0):
        gy = plot.bottom - 1 - round((plot.h - 1) * frac)
        draw_text(surface, format_share(frac), small, (plot.right + px(6, s), gy), YELLOW, False, "midleft")
    for frac, label in ticks:
        gy = plot.bottom - 1 - round((plot.h - 1) * frac)
        draw_text(surface, label, small, (plot.x - px(6, s), gy), MUTED, False, "midright")
    # Translators: the chart's left axis: the points of each game or hand (its bars).
    draw_text(surface, _("points"), small, (rect.x + pad, plot.y - px(14, s)), MUTED, False, "bottomleft")
    draw_text(surface, _("win rate"), small, (rect.right - pad, plot.y - px(14, s)), YELLOW, False, "bottomright")
    pygame.draw.line(surface, FAINT, plot.bottomleft, plot.bottomright, max(1, px(1, s)))
    # Bars: the points of each game, green when won and red when not (a stub when no points).
    slot = plot.w / len(shown)
    bar_w = max(1, min(px(36, s), round(slot * 0.64)))
    stub = max(2, px(3, s))
    for i, result in enumerate(shown):
        full = max(stub, round((plot.h - 1) * result.points / top_points))
        height = max(1, round(full * grow))
        x = plot.x + round(i * slot + (slot - bar_w) / 2)
        color = WIN_GREEN if result.won else LOSS_RED
        pygame.draw.rect(surface, color, (x, plot.bottom - height, bar_w, height),
                         border_top_left_radius=min(bar_w // 3, px(3, s)),
                         border_top_right_radius=min(bar_w // 3, px(3, s)))
    # The line: the win rate counted over every game so far, drawn from left to right as it grows.
    points = [
        (plot.x + (i + 0.5) * slot, plot.bottom - 1 - (plot.h - 1) * rate) for i, rate in enumerate(rates)
    ]
    upto = max(1, round(len(points) * grow))
    visible = points[:upto]
    if len(visible) >= 2:
        width = max(2, px(3, s))
        pygame.draw.lines(surface, (40, 34, 0), False, [(vx, vy + 1) for vx, vy in visible], width + 1)
        pygame.draw.lines(surface, YELLOW, False, visible, width)
    if len(points) <= 40:  # few games: mark each one on the line
        for vx, vy in visible:
            pygame.draw.circle(surface, YELLOW, (round(vx), round(vy)), max(2, px(4, s)))
    # Dates of the first and the latest game shown.
    draw_text(surface, _date(shown[0].timestamp), small, (plot.x, plot.bottom + px(6, s)), MUTED)
    if len(shown) > 1:
        draw_text(surface, _date(shown[-1].timestamp), small, (plot.right, plot.bottom + px(6, s)),
                  MUTED, False, "topright")
    return ticks


def _legend_width(s: float) -> int:
    size = px(14, s)
    texts = (_("won"), _("not won"), _("win rate so far"))
    return sum(px(14 + 6, s) + text_width(text, size) for text in texts) + px(16, s) * (len(texts) - 1)


def _draw_legend(surface: pygame.Surface, s: float, rect: pygame.Rect, pad: int, y: int) -> None:
    """Draw the key right-aligned at `y`: on the title row, or under the title when it does not fit beside it."""
    size = px(14, s)
    items = ((WIN_GREEN, _("won"), False), (LOSS_RED, _("not won"), False), (YELLOW, _("win rate so far"), True))
    box_w, gap, space = px(14, s), px(6, s), px(16, s)
    x = rect.right - pad - _legend_width(s)
    for color, text, line in items:
        box = pygame.Rect(x, y + px(3, s), box_w, px(12, s))
        if line:
            pygame.draw.line(surface, color, (box.x, box.centery), (box.right, box.centery), max(2, px(3, s)))
        else:
            pygame.draw.rect(surface, color, box, border_radius=px(2, s))
        r = draw_text(surface, text, size, (box.right + gap, y), CREAM)
        x = r.right + space
