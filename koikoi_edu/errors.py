"""The one family of errors the package raises for bad input.

Every error carries a single-line message that names what is wrong and where
(the card, the step, the file), so the command line and the widgets can show it
to a learner as it is, without a traceback.
"""


class KoikoiError(ValueError):
    """Base class: bad input of any kind. The game state is left untouched."""


class UnknownCardError(KoikoiError):
    """A card id that is not one of the 48 ids of the deck."""


class RulesError(KoikoiError):
    """An unknown rules preset or option, or an option value out of range."""


class IllegalMoveError(KoikoiError):
    """An action the rules forbid in the current state of a round."""


class ScenarioError(KoikoiError):
    """A scenario file that is malformed or describes an impossible game."""
