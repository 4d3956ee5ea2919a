"""ipywidgets components of the lessons: one module per widget."""
