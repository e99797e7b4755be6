"""The game table's parts, one job each.

`controller` drives the model and the CPU seats (testable by ticking `update(dt)`), with what the person
may do now in `person` (its base); `animator` turns their events into motion on the table's clock (a
`tween.Timeline`), one handler per event over the motion machinery of `stage` (its base), changing the
`picture` (what the table shows); `narrator` words the log, `losses` the line at the person's seat when
someone else's play took their turn or hand, and `reactions` decides which CPU reacts to what (all three
pure, no pygame);
`layout` says where things go and
`sprites` moves cards. The painters draw the picture, one part each: `seats`, `centre` (felt, piles,
ring, colour), `hand`, `effects`, `bubbles` (the CPUs' reactions; their faces are game.ui.faces),
`log`, `buttons` (buttons, top strip, hint) and `prompts`, over the
shared `look`; `hud` puts them together. The table scene (`game.ui.scenes.table`, a package of rooms)
puts it all together.
"""
from __future__ import annotations
