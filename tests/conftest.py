"""Shared pytest configuration for the koikoi-edu test suite."""
