"""ipywidgets components of the lessons: one module per widget, all of them here.

>>> from koikoi_edu.widgets import PlayTable, ScenarioPlayer
"""

from .advisor import KoikoiAdvisor
from .flashcards import FlashcardDrill
from .learner_page import my_name, my_progress
from .learning_check import LearningCheck
from .multiplier_explorer import MultiplierExplorer
from .play_table import PlayTable
from .puzzle_view import PuzzleView
from .scenario_player import ScenarioPlayer
from .self_check import SelfCheck
from .warm_up import WarmUp, finished
from .yaku_calculator import YakuCalculator

__all__ = [
    "FlashcardDrill",
    "KoikoiAdvisor",
    "LearningCheck",
    "MultiplierExplorer",
    "PlayTable",
    "PuzzleView",
    "ScenarioPlayer",
    "SelfCheck",
    "WarmUp",
    "YakuCalculator",
    "finished",
    "my_name",
    "my_progress",
]
