"""The command line and its sub-commands: convert, tune, inspect, verify, scan."""
