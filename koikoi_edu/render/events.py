"""The engine's explanations in the learner's language.

Every :class:`~koikoi_edu.round.Event` is data: a message id of the catalogue and
its facts. :func:`event_text` says it in any of the package's languages, with card
and yaku names in that language::

    >>> from koikoi_edu.round import Round
    >>> r = Round.deal(seed=7, explain=True)
    >>> event_text(r.log[0], "ru")
    'A сдаёт: по 8 карт на руки, 8 на поле, 24 остаются в колоде'
"""

from ..round import event_text

__all__ = ["event_text"]
