"""The seat plan behind the new-game screen (no pygame): what each change does to the MatchConfig."""
from __future__ import annotations

import pytest

from game.model import Rules
from game.ui.seating import PlannedSeat, SeatPlan, clean_name


def plan4() -> SeatPlan:
    return SeatPlan.usual(4, "Kim", ["easy", "normal", "hard"])


def test_resizing_adds_cpus_at_the_end_and_takes_the_last_seats_away() -> None:
    plan = plan4()
    plan.set_kind(3, "human")
    plan.resize(6, "random")
    assert [s.kind for s in plan.seats] == ["human", "easy", "normal", "human", "random", "random"]
    plan.resize(3, "random")
    assert [s.kind for s in plan.seats] == ["human", "easy", "normal"]
    with pytest.raises(ValueError, match="2 to 10"):
        plan.resize(11, "easy")


def test_a_seat_turned_person_is_named_and_turned_back_takes_a_cpu_name() -> None:
    plan = plan4()
    plan.set_kind(1, "human")
    plan.set_kind(2, "human")
    assert plan.names()[:3] == ["Kim", "Player 2", "Player 3"]
    plan.set_kind(1, "hard")
    # back to a CPU it takes a free CPU name: Mia is the last seat's, given as the people were named
    assert plan.seats[1] == PlannedSeat("hard", "") and plan.names()[1] == "Leo" and plan.names()[3] == "Mia"
    with pytest.raises(ValueError, match="a person needs a name"):
        plan.set_name(2, "   ")
    plan.set_name(2, "  Anna   Lee  ")
    assert plan.names()[2] == "Anna Lee"


def test_the_order_is_the_config_s_and_the_first_person_is_human() -> None:
    plan = plan4()
    plan.set_kind(2, "human")
    plan.swap(0, 3)
    config = plan.config(Rules(), seed=3)
    assert [s.kind for s in config.seats] == ["hard", "easy", "human", "human"]
    assert config.people == (2, 3) and config.human == 2 and config.seed == 3
    assert plan.move(0, -1) == 0 and plan.move(3, 1) == 3, "no seat moves off the table"
    assert plan.move(2, -1) == 1


def test_cpu_names_skip_every_chosen_name_and_stay_distinct() -> None:
    plan = SeatPlan([PlannedSeat("human", "Leo"), PlannedSeat("easy"), PlannedSeat("hard", "Mia"),
                     PlannedSeat("easy"), PlannedSeat("normal")])
    names = plan.names()
    assert names[0] == "Leo" and names[2] == "Mia"
    assert len({n.casefold() for n in names}) == len(names)


def test_a_table_of_cpus_only_is_refused() -> None:
    plan = plan4()
    plan.set_kind(0, "normal")
    assert plan.problem(Rules()) == "At least one seat must be a person (only CPUs is the title screen's demo)."
    with pytest.raises(ValueError, match="at least one seat must be a person"):
        plan.config(Rules())


def test_the_rules_problems_come_first_as_the_model_words_them() -> None:
    plan = SeatPlan.usual(10, "Kim", ["easy"] * 9)
    rules = Rules(hand_size=15)
    said = rules.problems(10)[0]
    assert plan.problem(rules) == said[0].upper() + said[1:] + "."


def test_clean_name() -> None:
    assert clean_name("  a   b ") == "a b"
    assert clean_name("x" * 40) == "x" * 16
    assert clean_name("abcdefghijklmno pq") == "abcdefghijklmno"


def test_a_seat_turned_person_leaves_the_other_cpus_their_names() -> None:
    """Playtest 12: making seat 2 a person renamed the CPU of seat 3 from Leo to Mia. Each CPU keeps the name
    it was given; moving seats, the names go with them."""
    plan = SeatPlan.usual(4, "You", ["normal", "normal", "normal"])
    assert plan.names() == ["You", "Mia", "Leo", "Ava"]
    plan.set_kind(1, "human")
    assert plan.names() == ["Player 1", "Player 2", "Leo", "Ava"]
    plan.move(2, 1)
    assert plan.names() == ["Player 1", "Player 2", "Ava", "Leo"]
    plan.set_kind(1, "easy")  # back to a CPU: the first free name
    assert plan.names() == ["You", "Mia", "Ava", "Leo"]
