"""Our hand-written tf.train.Example encoder, parsed by TensorFlow itself."""

import tensorflow as tf

from engine.records.example import FEATURE_SPEC, decode_example, encode_example


def _tf_spec():
    kinds = {"bytes": tf.string, "int64": tf.int64}
    return {k: tf.io.FixedLenFeature([], kinds[v["kind"]]) for k, v in FEATURE_SPEC.items()}


def test_example_parses_in_tensorflow_with_the_standard_keys():
    raw = encode_example({
        "image/encoded": b"\xff\xd8\x00binary\x00",
        "image/format": "jpeg",
        "image/height": 224, "image/width": 300, "image/channels": 3,
        "image/colorspace": "RGB",
        "image/filename": "猫/写真 1.jpg",
        "image/class/label": 7,
        "image/class/text": "고양이",
    })
    ex = tf.io.parse_single_example(raw, _tf_spec())
    assert ex["image/encoded"].numpy() == b"\xff\xd8\x00binary\x00"
    assert int(ex["image/height"]) == 224 and int(ex["image/width"]) == 300
    assert int(ex["image/class/label"]) == 7
    assert ex["image/filename"].numpy().decode() == "猫/写真 1.jpg"
    assert ex["image/class/text"].numpy().decode() == "고양이"


def test_matches_tensorflow_proto_semantics_for_lists_negatives_and_floats():
    raw = encode_example({"ints": [-1, 0, 2**40], "floats": [0.5, -2.25], "b": [b"x", b"yz"],
                          "empty": []})
    proto = tf.train.Example.FromString(raw)
    f = proto.features.feature
    assert list(f["ints"].int64_list.value) == [-1, 0, 2**40]
    assert list(f["floats"].float_list.value) == [0.5, -2.25]
    assert list(f["b"].bytes_list.value) == [b"x", b"yz"]
    # Our decoder agrees with TensorFlow's.
    d = decode_example(raw)
    assert d["ints"] == ("int64", [-1, 0, 2**40])
    assert d["floats"] == ("float", [0.5, -2.25])
    assert d["b"] == ("bytes", [b"x", b"yz"])


def test_decoder_reads_tensorflow_serialized_examples():
    ex = tf.train.Example(features=tf.train.Features(feature={
        "label": tf.train.Feature(int64_list=tf.train.Int64List(value=[3])),
        "img": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"abc"])),
    }))
    assert decode_example(ex.SerializeToString()) == {"label": ("int64", [3]),
                                                      "img": ("bytes", [b"abc"])}


def test_encoding_is_deterministic_regardless_of_dict_order():
    a = encode_example({"b": 1, "a": b"x"})
    b = encode_example({"a": b"x", "b": 1})
    assert a == b


def test_large_bytes_values_take_the_zero_copy_path_and_still_parse():
    import os

    from engine.records.example import encode_example_parts, encode_feature, encode_field
    from engine.records.tfrecord import frame, frame_parts
    big = os.urandom(70_000)  # > 256 bytes and a 3-byte length varint
    feats = {"image/encoded": big, "image/class/label": 3, "image/format": "jpeg"}
    parts = encode_example_parts(feats)
    assert any(p is big for p in parts), "the image must not be copied while encoding"
    raw = b"".join(parts)
    # Same bytes as the straightforward nested encoding.
    naive = encode_field(1, b"".join(
        encode_field(1, encode_field(1, k.encode()) + encode_field(2, encode_feature(feats[k])))
        for k in sorted(feats)))
    assert raw == naive
    assert frame_parts(parts) == frame(raw)
    ex = tf.train.Example.FromString(raw)
    assert ex.features.feature["image/encoded"].bytes_list.value[0] == big
