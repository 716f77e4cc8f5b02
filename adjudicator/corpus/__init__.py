"""The corpus: feature files parsed into scenarios, tags, and compiled cases."""
