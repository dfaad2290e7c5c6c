"""What is written: TFRecord framing, tf.train.Example encoding, reader metadata."""
