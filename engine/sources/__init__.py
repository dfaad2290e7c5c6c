"""What is read: class folders and CSV/TSV tables (discover), the annotation formats
labelling tools export (COCO, Pascal VOC, YOLO, box CSV, masks, multi-label: detected by
content in annotations.detect), and bounded, regular-file-only reads of the inputs."""
