<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>EngineClient</name>
    <message>
        <source>The engine did not stop in time; terminating it.</source>
        <extracomment>seconds between the steps of the cancel ladder: &quot;cancel&quot; -&gt; terminate() -&gt; kill()</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine still runs; killing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the engine ({program}): {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineCommand</name>
    <message>
        <source>Could not start the engine: {r}</source>
        <extracomment>Overrides the engine command (shell-split), e.g. a fake engine for tests and screenshots.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>empty file (0 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a recognised image format (JPEG, PNG, BMP, GIF, WebP, TIFF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported image format: HEIC/HEIF (export it as JPEG or PNG first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported image format: AVIF (export it as JPEG or PNG first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported image format: SVG is a vector drawing (export it as PNG first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an image: this is a PDF document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported image format: Photoshop PSD (export it as PNG or JPEG first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported image format: JPEG 2000 (convert it to JPEG or PNG first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an image: the file contains text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{format} is truncated or incomplete ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupt {format} header: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupt {format} data: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot decode {format}: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image has no pixels ({size})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image is {size} = {mp} megapixels, above the --max-pixels limit of {limit} MP (a decompression bomb or a huge scan; raise --max-pixels if it is genuine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPEG is truncated: the end-of-image marker is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPEG data ends early: libjpeg painted the rest of the picture grey (the file is damaged; --accept-damaged stores such images anyway)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPEG has no image data in its first {mb} MB: the file is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file not found: it was moved or deleted after the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied: you may not read this file (check its permissions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder, not an image file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file: this is {kind}, which is never read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file is {size} MB, above the --max-file-size limit of {limit} MB (raise --max-file-size if it is a genuine image)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not inside a class folder: move it into one of the class folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file not found (CSV line {line}); check the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file disappeared during the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing limits speed: the writer is busy {writer} of the time while workers are busy only {workers} (disk or compression is the limit; more workers will not help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading files limits speed: workers spend {share} of their time waiting for the disk (slow or network storage; copy the images to a local disk).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding limits speed: workers are busy {workers} of the time and the writer only {writer} (more workers, up to the number of cores, help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is saturated: workers busy {workers}, writer {writer} (the run may be starting or finishing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} worker(s) gave the highest speed, {rate} images/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} worker(s) are within {pct} of the fastest ({best} workers, {rate} images/s); more would only use more memory and CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At {n} worker(s): {sentence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trial finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}: no files to sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal error (a bug; see the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the source could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output folder is not empty, or another run is using it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no image could be converted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing failed (disk full or I/O error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verification found problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resume does not match the interrupted run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FailuresModel</name>
    <message>
        <source>File</source>
        <extracomment>A trailing &quot;(...)&quot; that holds a library&apos;s own message, possibly nested: &quot;JPEG is truncated (image file is truncated (27 bytes not processed))&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FailuresTable</name>
    <message>
        <source>Failed images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images that could not be converted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the stage column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No failures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of failed images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the selected file in its folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the list of failed images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the failed files and reasons as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) could not be converted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectPanel</name>
    <message>
        <source>Inspect TFRecord files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open TFRecord files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open one or more TFRecord files, ours or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a folder of TFRecord files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify with TensorFlow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read every shard listed in dataset_info.json back with TensorFlow and check counts and checksums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export selected images…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export selected images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the image bytes of the selected records to a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open TFRecord files or a folder to look inside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary of the files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features in the records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records per class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFRecord files (*.tfrecord *.tfrecords *.tfrec *.gz *.zz *.record);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading every record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine exited with code {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not inspect: {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{r:,}&lt;/b&gt; records in &lt;b&gt;{n}&lt;/b&gt; file(s), {size}; compression: {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every record is intact (both checksums checked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem&lt;/b&gt; in {file}: {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and {n} more damaged files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem&lt;/b&gt;: {p}: {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some records are not tf.train.Example messages; they are shown as bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images ({f})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records per class (no label feature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records per class ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export selected images to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {n} image(s) to {f}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying… (when TensorFlow is installed, it reads the data; starting it takes a few seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with TensorFlow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with the built-in reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified: {n:,} records read back {how}, counts and checksums match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification FAILED: {p}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Job</name>
    <message>
        <source>Write the split as name=fraction pairs, e.g. train=0.9,val=0.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each split fraction must be a number, e.g. train=0.9,val=0.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each split fraction must be above 0 and at most 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A split name appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The split fractions must add up to 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder of images or a CSV/TSV file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source must be a folder or a .csv/.tsv file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an output folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output path is a file, not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output folder is not empty: tick “Replace existing output” or choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output folder must not be inside the source folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the size as one number (224) or width x height (320x240).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size must be between 8 and 8192 pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown resize mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw pixels need a fixed size: choose a size or another format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality must be between 1 and 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The background must be white, black or grey.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channels must be 1 (grey) or 3 (colour).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers must be between 1 and 256, or auto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shard size must be at least 1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown compression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prefix may hold only letters, digits, &apos;_&apos; and &apos;.&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{lang} will be used from the next start. The current run goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart TFRecord Studio in {lang} now? The source and options you chose are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LivePlots</name>
    <message>
        <source>Live plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-batch write time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms per batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busy %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (images/s and MB/s) is drawn here while a conversion runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time to write each batch (ms per batch) is drawn here while a conversion runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How busy each worker and the writer are is shown here while a conversion runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What limits speed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>w{i}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{r:.0f} images/s, {m:.1f} MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean write {ms:.1f} ms per batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workers busy {w:.0f}%, writer busy {k:.0f}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Limited by decoding&lt;/b&gt;: the workers are busy and the writer waits for them; more workers (up to the number of cores) would help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Limited by writing&lt;/b&gt;: the writer is busy and the workers wait; the disk or the compression is the limit, so more workers would not help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Limited by reading&lt;/b&gt;: the workers mostly wait for the source files; slow or network storage is the limit. Copy the images to a local disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is saturated&lt;/b&gt; right now (the run may be starting or finishing).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>TFRecord Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source and options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert the images to TFRecord files (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the conversion; complete shards are kept (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why Start is disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert or inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine: {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open source folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open source &amp;table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tune workers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the best number of workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Inspect TFRecord files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ {cmd}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuning the worker count…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers set to {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying {out} …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: every file is written, but not verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished, but verification found problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: the engine crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last lines the engine printed are under “Show Details”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job saved to {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About TFRecord Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFRecord Studio turns labelled image folders into sharded TFRecord datasets.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <source>2. Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the TFRecord files, dataset_info.json, labels.txt and rejected.csv go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace existing output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow writing into a folder that already has files; old shards are replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every image is resized to this many pixels (width x height). 224 suits most classification models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep original size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One number (300) or width x height (320x240).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 320x240</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stretch: fill the size, may distort. Fit: keep the shape, add borders. Crop: keep the shape, cut the edges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stretch to size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit inside (pad)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop to fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How each image is stored. JPEG is small; PNG is lossless; raw is uncompressed pixels (fast to read, large); original keeps the file&apos;s own bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPEG quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPEG quality, 1-100. 95 is visually lossless.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quality </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour channels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour (3 channels, RGB) or grey (1 channel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour (RGB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour that the transparent parts of PNG, GIF and WebP images are placed on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transparent areas:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many processes decode images in parallel. Auto picks a good number for this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this computer has {n} cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of processor cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard size in MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target size of each .tfrecord file. 100-200 MiB reads fastest with tf.data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GZIP/ZLIB make files smaller but slower to read; JPEG/PNG are already compressed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divide the images into named parts, e.g. train=0.8,val=0.1,test=0.1. Leave empty to keep all images in one &apos;train&apos; split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. train=0.9,val=0.1 (empty: all train)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mix the order of images so each shard holds all classes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same order and the same files every time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of every shard&apos;s file name (empty: engine default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify the files after writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify after writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read every record back with TensorFlow and check the counts and checksums (takes a few extra seconds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem with this option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the output folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed time and time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looking for images… {n} found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing TFRecord files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading every record back to check it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{phase}: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling… (stopping the verification)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling… (finishing the current shard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of {total} records verified ({pct:.0f}%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} records verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elapsed {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seen} of {total} images ({pct:.1f}%) · {done} written · {failed} skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elapsed {e} · left {r}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordDetail</name>
    <message>
        <source>Image of the selected record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features of the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record #{i} · byte offset {o} · {n:,} bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Damaged:&lt;/b&gt; {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no image)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(raw bytes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordGrid</name>
    <message>
        <source>File to browse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records of this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({n:,} records)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loading page {p}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page failed: {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(cannot decode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#{i} damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#{i}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#{i} (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record #{i} at byte {o}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page {p} of {n} (records {a}–{b})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>Verification was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification found problems: {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly (exit code {c}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine exited with code {c}: {m}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine exited with code {c}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourcePanel</name>
    <message>
        <source>1. Source images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder with one sub-folder per class, a folder of images, or a CSV/TSV file with the columns path,label[,split]. You can also drop it onto the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a folder or CSV here, or choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose source folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder of images (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV/TSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose source table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a CSV or TSV file listing images and labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No source chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classes and image counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thumbnails of sample images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems found by the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes about the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder of images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a CSV or TSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables (*.csv *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning… {n} images so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlabeled images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; images in &lt;b&gt;{k}&lt;/b&gt; classes ({size}, {kind})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 problem found (listed below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} problems found (listed below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 image has transparent areas; they will be placed on {c}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} images have transparent areas; they will be placed on {c}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Change it under “Transparent areas”.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 file beside the class folders is not an image and will be ignored: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} files beside the class folders are not images and will be ignored: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this class folder has no images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this image is not inside a class folder, so it has no label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}
Problem: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source must be a folder or a .csv/.tsv file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No images found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Run summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size on disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean throughput:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the command line that reproduces this run in a terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the written files in the Inspect tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shard(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shard(s). The verification was cancelled, so the files are not verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. Kept {k} complete shard(s) with {n} images ({size}); unfinished shards were removed. Run again with the same options to start over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversion failed: {msg}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} (see Failures and rejected.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} other file(s) beside the class folders ignored (not images)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{r:.1f} images/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not verified (cancelled): {n} of {total} records were checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not verified (cancelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK, {how}: {n} records read back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED: {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>see the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified (TensorFlow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified (built-in reader)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TunePanel</name>
    <message>
        <source>Tune the worker count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converts a sample of the chosen source with the options on the left, at 1, 2, … workers, into a temporary folder that is removed afterwards, and recommends how many workers to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What tuning does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most workers to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try 1 up to this many worker processes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trials per worker count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure each worker count this many times to see how much the speed varies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images in the sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many images each trial converts, spread across classes and file sizes. Auto: 200, or 10% of a large source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the worker sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure the speed at each worker count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the worker sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers to try:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trials each:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a source, then Run sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images per second against workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed against the number of workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this worker count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use recommended workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the recommended worker count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the Workers option to the recommended count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling the source…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found {n} images; warming up, then measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial {i} of {n}: {w} worker(s), {r:.0f} images/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended: 1 worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended: {n} workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less than a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;{n} worker(s)&lt;/b&gt;, about {r:.0f} images/s; the whole source would take {t}.&lt;br&gt;{why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use 1 worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {n} workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep finished: {n} trials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sweep failed: {m}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Convert image folders to TFRecord datasets.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
