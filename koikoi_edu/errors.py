"""The one family of errors the package raises for bad input.

Every :class:`KoikoiError` is a fact a learner or a teacher may meet: a card that is
not in the deck, a move the rules forbid, a file that is malformed. It carries a
:class:`~koikoi_edu.message.Msg` that names what is wrong and where (the card, the
step, the file), which the words layer says in the learner's language
(:func:`koikoi_edu.words.say`), so the command line and the widgets show it as it is,
without a traceback. Its ``str`` is the English, for developers.

A mistake only a program makes (an argument of the wrong kind, a call at the wrong
time) is a plain :class:`ValueError` or :class:`TypeError` in English, like Python's
own.
"""

from __future__ import annotations

import errno
from collections.abc import Callable

from .inputs import excerpt
from .message import Msg

#: How a message is written in English, for an error's ``str``: the package
#: (``koikoi_edu/__init__.py``) puts here one that loads the words layer when first
#: called, the engine keeping no catalogue of its own and importing none.
english: Callable[[Msg], str] = repr


class KoikoiError(ValueError):
    """Base class: bad input of any kind. The game state is left untouched.

    ``message`` is the id of the error's words in the catalogue (``error.<message>``)
    and ``fields`` the facts they are filled with; :attr:`msg` holds both. (A message
    of the catalogue outside ``error.`` is given whole, as a :class:`Msg`.)

    >>> from koikoi_edu import words
    >>> e = KoikoiError(message="round-over")
    >>> str(e), words.say(e.msg, "ru")
    ('the round is over; no more moves', 'раунд окончен; ходов больше нет')
    """

    def __init__(self, msg: Msg | None = None, /, *, message: str = "", **fields: object) -> None:
        if (msg is None) == (not message) or not isinstance(msg, Msg | None):
            raise TypeError("a KoikoiError says one message: a Msg, or message= and its fields")
        super().__init__(msg or Msg(f"error.{message}", **fields))

    @property
    def msg(self) -> Msg:
        """What the error says, as a message of the catalogue."""
        return self.args[0]

    def __str__(self) -> str:
        return english(self.msg)

    def __reduce__(self) -> tuple:
        return (_error, (type(self), self.msg))

    def at(self, where: object, *, key: bool = False) -> KoikoiError:
        """This error after ``where``, the place it was met (``where: ...``), as an error
        of the same class; ``key=True`` sets ``where`` as code (a key path, a file name).
        An empty ``where`` leaves the error as it is."""
        if not where:
            return self
        return type(self)(message="at-code" if key else "at", where=where, cause=self.msg)


def _error(kind: type[KoikoiError], msg: Msg) -> KoikoiError:
    error = kind.__new__(kind)
    ValueError.__init__(error, msg)
    return error


class UnknownCardError(KoikoiError):
    """A card id that is not one of the 48 ids of the deck."""


class RulesError(KoikoiError):
    """An unknown rules preset or option, or an option value out of range."""


class IllegalMoveError(KoikoiError):
    """An action the rules forbid in the current state of a round."""


class ScenarioError(KoikoiError):
    """A scenario file that is malformed or describes an impossible game."""


class SaveError(KoikoiError):
    """A saved round or match that is malformed or describes an impossible game."""


#: The system's reasons for not reading or writing a file that a learner meets (a
#: wrong path, a folder, no permission), said in every language as ``error.os.<NAME>``.
#: ELOOP and ESPIPE are the package's own refusals (:mod:`koikoi_edu.writing`): a symbolic
#: link, which is never written through, and a FIFO or a device, never opened.
SYSTEM_REASONS = ("ENOENT", "EACCES", "EISDIR", "ENOTDIR", "ENOSPC", "EROFS", "ELOOP", "ESPIPE")


def system_reason(error: OSError) -> Msg:
    """Why the system refused a file, as a field of an error message: in English the
    system's own words, in the other languages the catalogue's; a reason the catalogue
    does not know is quoted as the system wrote it.

    >>> from koikoi_edu import words
    >>> reason = system_reason(FileNotFoundError(errno.ENOENT, "No such file or directory"))
    >>> words.say(reason, "en"), words.say(reason, "ru")
    ('No such file or directory', 'нет такого файла или папки')
    """
    name = errno.errorcode.get(error.errno or 0, "")
    if name in SYSTEM_REASONS:
        return Msg(f"error.os.{name}")
    return Msg("error.os.other", reason=excerpt(error.strerror or str(error)))


class RecordError(KoikoiError):
    """A game record that is malformed, or that the engine cannot replay as recorded."""
