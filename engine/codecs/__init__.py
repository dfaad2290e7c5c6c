"""Sniff, decode, resize and encode one image (Pillow, libjpeg-turbo, OpenCV)."""
