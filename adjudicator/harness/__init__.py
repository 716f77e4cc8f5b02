"""The harness: runs compiled cases against an engine and reports what happened."""
