"""One conversion: scan -> plan -> schedule -> shard tasks -> write -> commit."""
