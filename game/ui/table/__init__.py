"""The game table's parts: layout, card sprites, the animator, the controller and the HUD.

`controller` drives the model and the CPU seats without pygame (testable by ticking `update(dt)`);
the others draw. `game.ui.scenes.table.TableScene` puts them together.
"""
from __future__ import annotations
