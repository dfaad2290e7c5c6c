<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>About</name>
    <message>
        <source>the licence text</source>
        <translation>ライセンス本文</translation>
    </message>
    <message>
        <source>Built with {qt} {pyside} (Qt {qtv}), {pyqtgraph}, {pillow} and {numpy}; Python {python} on {platform}.</source>
        <translation>{qt} {pyside} (Qt {qtv})、{pyqtgraph}、{pillow}、{numpy} で作られています。{platform} 上の Python {python} で動作しています。</translation>
    </message>
    <message>
        <source>Turns labelled image folders into sharded TFRecord datasets that load unchanged in tf.data, TF Model Garden and DALI.</source>
        <translation>ラベル付きの画像フォルダーを、tf.data、TF Model Garden、DALI でそのまま読み込める、シャードに分かれた TFRecord データセットに変換します。</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>ライセンス: {licence}</translation>
    </message>
    <message>
        <source>TFRecord files are read with {tfdata}.</source>
        <translation>TFRecord ファイルは {tfdata} で読み込みます。</translation>
    </message>
    <message>
        <source>About</source>
        <translation>バージョン情報</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt について</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Start and cancel</source>
        <translation>開始とキャンセル</translation>
    </message>
    <message>
        <source>Interrupted run in the output folder</source>
        <translation>出力フォルダーにある中断された実行</translation>
    </message>
    <message>
        <source>What the interrupted run did</source>
        <translation>中断された実行の内容</translation>
    </message>
    <message>
        <source>Options that differ from the interrupted run</source>
        <translation>中断された実行と異なるオプション</translation>
    </message>
    <message>
        <source>Use the interrupted run&apos;s options</source>
        <translation>中断された実行のオプションを使う</translation>
    </message>
    <message>
        <source>Put the options of the interrupted run into the form, so Resume can finish it</source>
        <translation>中断された実行のオプションをフォームに入れ、「再開」で完了できるようにします</translation>
    </message>
    <message>
        <source>Why Start is disabled</source>
        <translation>開始できない理由</translation>
    </message>
    <message>
        <source>Cancel conversion</source>
        <translation>変換をキャンセル</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop the conversion; everything converted so far is kept, and Resume finishes the rest later (Esc asks first)</source>
        <translation>変換を停止します。ここまでに変換したものはすべて残り、あとで「再開」で残りを仕上げられます (Esc は確認してから停止)</translation>
    </message>
    <message>
        <source>Start conversion</source>
        <translation>変換を開始</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>再開(&amp;S)</translation>
    </message>
    <message>
        <source>Resume the interrupted run</source>
        <translation>中断された実行を再開</translation>
    </message>
    <message>
        <source>“{field}”: {problem}. See the note under “{field}” in the options.</source>
        <translation>「{field}」: {problem}。詳しくはオプションの「{field}」の下にある説明をご覧ください。</translation>
    </message>
    <message>
        <source>Check the annotations again</source>
        <translation>アノテーションを確認し直す</translation>
    </message>
    <message>
        <source>Read the source&apos;s annotation files again, after putting them back as they were</source>
        <translation>アノテーションファイルを元に戻したあと、もう一度読み込みます</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Convert the images to TFRecord files (Ctrl+Enter)</source>
        <translation>画像を TFRecord ファイルに変換します (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Finish the interrupted run: only the missing files are written (Ctrl+Enter)</source>
        <translation>中断された実行を仕上げます。足りないファイルだけを書き込みます (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>The source cannot be converted as it is: see the note under “{heading}”.</source>
        <translation>このソースはこのままでは変換できません。「{heading}」の下の説明をご覧ください。</translation>
    </message>
    <message>
        <source>Checking the kept file of the interrupted run…&#xa0;{pct}%</source>
        <translation>中断された変換で残すファイルを確認しています…&#xa0;{pct}%</translation>
    </message>
    <message>
        <source>Checking the {total} kept files of the interrupted run…&#xa0;{pct}%</source>
        <translation>中断された変換で残す {total} 個のファイルを確認しています…&#xa0;{pct}%</translation>
    </message>
    <message>
        <source>Checking whether images were added to or removed from the source since the run began: {n} of its {total} shard checked…</source>
        <translation>実行の開始後にソースの画像が追加・削除されたかを確認しています: {total} 個のシャード中 {n} 個を確認済み…</translation>
    </message>
    <message>
        <source>Checking whether images were added to or removed from the source since the run began: {n} of its {total} shards checked…</source>
        <translation>実行の開始後にソースの画像が追加・削除されたかを確認しています: {total} 個のシャード中 {n} 個を確認済み…</translation>
    </message>
    <message>
        <source>Finish the interrupted run: only the missing files are written</source>
        <translation>中断された実行を仕上げます。足りないファイルだけを書き込みます</translation>
    </message>
    <message>
        <source>Delete the interrupted run&apos;s files (after asking) and convert everything again</source>
        <translation>中断された実行のファイルを (確認のうえ) 削除し、すべてを変換し直します</translation>
    </message>
    <message>
        <source>{w} of {p} file is already written and {s} skipped; {r} still to convert.</source>
        <translation>ファイル {p} 個中 {w} 個を書き込み、{s} 個をスキップ済み。残り {r} 個。</translation>
    </message>
    <message>
        <source>{w} of {p} files is already written and {s} skipped; {r} still to convert.</source>
        <translation>ファイル {p} 個中 {w} 個を書き込み、{s} 個をスキップ済み。残り {r} 個。</translation>
    </message>
    <message>
        <source>{w} of {p} files are already written and {s} skipped; {r} still to convert.</source>
        <translation>ファイル {p} 個中 {w} 個を書き込み、{s} 個をスキップ済み。残り {r} 個。</translation>
    </message>
    <message>
        <source>{d} of {p} file is already done; {r} still to convert.</source>
        <translation>ファイル {p} 個中 {d} 個は完了済み。残り {r} 個。</translation>
    </message>
    <message>
        <source>{d} of {p} files is already done; {r} still to convert.</source>
        <translation>ファイル {p} 個中 {d} 個は完了済み。残り {r} 個。</translation>
    </message>
    <message>
        <source>{d} of {p} files are already done; {r} still to convert.</source>
        <translation>ファイル {p} 個中 {d} 個は完了済み。残り {r} 個。</translation>
    </message>
    <message>
        <source>{d} image in {k} complete shard is already done.</source>
        <translation>完成したシャード {k} 個の {d} 枚は完了済みです。</translation>
    </message>
    <message>
        <source>{d} image in {k} complete shards is already done.</source>
        <translation>完成したシャード {k} 個の {d} 枚は完了済みです。</translation>
    </message>
    <message>
        <source>was cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>stopped with an error</source>
        <translation>エラーで止まりました</translation>
    </message>
    <message>
        <source>was interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <source>Delete the interrupted run&apos;s files (after asking) and convert everything again (Ctrl+Enter)</source>
        <translation>中断された実行のファイルを (確認のうえ) 削除し、すべてを変換し直します (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Press Resume to finish it.</source>
        <translation>「再開」を押すと完了できます。</translation>
    </message>
    <message>
        <source>Resume also keeps the options it was started with that the form does not show: {o}.</source>
        <translation>「再開」は、フォームに表示されない、実行開始時のオプションもそのまま使います: {o}。</translation>
    </message>
    <message>
        <source>It was started by TFRecord Studio {theirs}, which writes its records as other bytes than this version ({ours}), and one dataset must not mix them: finish it with TFRecord Studio {theirs}, or press Start over to convert every image again.</source>
        <translation>TFRecord Studio {theirs} で開始された変換です。このバージョン ({ours}) とはレコードを別のバイト列で書き出すため、1 つのデータセットに混在させることはできません。TFRecord Studio {theirs} で完了させるか、「最初からやり直す」を押してすべての画像を変換し直してください。</translation>
    </message>
    <message>
        <source>Start over…</source>
        <translation>最初からやり直す…</translation>
    </message>
    <message>
        <source>The conversion into the output folder “{folder}” {why}.</source>
        <translation>「{folder}」への変換は{why}。</translation>
    </message>
    <message>
        <source>{f}: {mine} here, {theirs} in the interrupted run</source>
        <translation>{f}: ここでは {mine}、中断された実行では {theirs}</translation>
    </message>
    <message>
        <source>The interrupted run recorded options this version of TFRecord Studio cannot use ({o}: a newer version&apos;s, or a damaged record): finish it with the version that started it, or press Start over.</source>
        <translation>中断された実行は、このバージョンの TFRecord Studio が使えないオプション ({o}: 新しいバージョンのものか、壊れた記録です) を記録しています。開始したバージョンで完了するか、「最初からやり直す」を押してください。</translation>
    </message>
    <message>
        <source>Check the source again</source>
        <translation>ソースを確認し直す</translation>
    </message>
    <message>
        <source>added: {files}</source>
        <translation>追加: {files}</translation>
    </message>
    <message>
        <source>removed: {files}</source>
        <translation>削除: {files}</translation>
    </message>
    <message>
        <source>Images changed in the source since the run set out to convert them ({what}), so Resume cannot finish it. Press Start over to convert them all, or put the source back as it was.</source>
        <translation>実行が変換を始めた後にソースの画像が変わったため ({what})、「再開」では完了できません。「最初からやり直す」を押してすべて変換するか、ソースを元に戻してください。</translation>
    </message>
    <message>
        <source>Checking whether images were added to or removed from the source since the run began…</source>
        <translation>実行の開始後にソースの画像が追加・削除されたかを確認しています…</translation>
    </message>
    <message>
        <source>{w} of {p} image is already written and {s} skipped; {r} still to convert.</source>
        <translation>{p} 枚中 {w} 枚を書き込み、{s} 枚をスキップ済み。残り {r} 枚。</translation>
    </message>
    <message>
        <source>{w} of {p} images is already written and {s} skipped; {r} still to convert.</source>
        <translation>{p} 枚中 {w} 枚を書き込み、{s} 枚をスキップ済み。残り {r} 枚。</translation>
    </message>
    <message>
        <source>{w} of {p} images are already written and {s} skipped; {r} still to convert.</source>
        <translation>{p} 枚中 {w} 枚を書き込み、{s} 枚をスキップ済み。残り {r} 枚。</translation>
    </message>
    <message>
        <source>{d} of {p} image is already done; {r} still to convert.</source>
        <translation>{p} 枚中 {d} 枚は完了済み。残り {r} 枚。</translation>
    </message>
    <message>
        <source>{d} of {p} images is already done; {r} still to convert.</source>
        <translation>{p} 枚中 {d} 枚は完了済み。残り {r} 枚。</translation>
    </message>
    <message>
        <source>{d} of {p} images are already done; {r} still to convert.</source>
        <translation>{p} 枚中 {d} 枚は完了済み。残り {r} 枚。</translation>
    </message>
    <message>
        <source>{d} images in {k} complete shard are already done.</source>
        <translation>完成したシャード {k} 個の {d} 枚は完了済みです。</translation>
    </message>
    <message>
        <source>{d} images in {k} complete shards are already done.</source>
        <translation>完成したシャード {k} 個の {d} 枚は完了済みです。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} are already in a shard the run did not finish: Resume keeps those that read back whole and converts the rest.</source>
        <translation>残りのうち {n} 枚は書きかけのシャードにあり、「再開」は完全に読み戻せるものを残してほかを変換します。</translation>
    </message>
    <message>
        <source>It was started by TFRecord Studio {theirs}, which took other files into records than this version ({ours}): {rule} Its finished shards include one of them: {file}. One dataset must not take its records by two rules: finish it with TFRecord Studio {theirs}, or press Start over to convert every image again.</source>
        <translation>TFRecord Studio {theirs} で開始された変換です。このバージョン ({ours}) とは、どのファイルをレコードにするかの基準が異なります。{rule}完成したシャードにもそうしたファイルがあります: {file}。1 つのデータセットのレコードを 2 つの基準で選ぶことはできません。TFRecord Studio {theirs} で完了させるか、「最初からやり直す」を押してすべての画像を変換し直してください。</translation>
    </message>
    <message>
        <source>Its journal (the hidden file {journal}), which says which of its shards are complete, is missing, so Resume cannot keep any of them: press Start over to convert every image again.</source>
        <translation>変換の記録 (ジャーナル、隠しファイル {journal}) が見つかりません。どのシャードが完成しているかはこのファイルにしか記録されていないため、「再開」ではどのシャードも残せません。「最初からやり直す」を押してすべての画像を変換し直してください。</translation>
    </message>
    <message>
        <source>Of the images already written, {n} are in the shard the run did not finish: Resume keeps them and continues that shard.</source>
        <translation>書きかけのシャードにある {n} 枚は、「再開」で残したまま続きを変換します。</translation>
    </message>
    <message>
        <source>Of the images already written, {n} are in the shard the run did not finish: press Resume to keep them and finish the run from that shard.</source>
        <translation>書きかけのシャードにある {n} 枚は、「再開」を押せば残したまま続きを変換できます。</translation>
    </message>
    <message>
        <source>Of the images already written, {n} is in the shard the run did not finish: Resume keeps it and continues that shard.</source>
        <translation>書きかけのシャードにある {n} 枚は、「再開」で残したまま続きを変換します。</translation>
    </message>
    <message>
        <source>Of the images already written, {n} is in the shard the run did not finish: press Resume to keep it and finish the run from that shard.</source>
        <translation>書きかけのシャードにある {n} 枚は、「再開」を押せば残したまま続きを変換できます。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; TFRecord Studio {version} started the run, and an unfinished shard of another version is not kept, so Resume converts it again and finishes the run.</source>
        <translation>残りのうち {n} 枚は、書き終わらなかったシャードに変換済みでした。この変換は TFRecord Studio {version} で開始されたもので、別のバージョンの未完成のシャードは残らないため、「再開」を押すともう一度変換して完了します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; TFRecord Studio {version} started the run, and an unfinished shard of another version is not kept, so Resume converts it again.</source>
        <translation>残りのうち {n} 枚は、書き終わらなかったシャードに変換済みでした。この変換は TFRecord Studio {version} で開始されたもので、別のバージョンの未完成のシャードは残らないため、「再開」でもう一度変換します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; TFRecord Studio {version} started the run, and an unfinished shard of another version is not kept, so Resume converts them again and finishes the run.</source>
        <translation>残りのうち {n} 枚は、書き終わらなかったシャードに変換済みでした。この変換は TFRecord Studio {version} で開始されたもので、別のバージョンの未完成のシャードは残らないため、「再開」を押すともう一度変換して完了します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; TFRecord Studio {version} started the run, and an unfinished shard of another version is not kept, so Resume converts them again.</source>
        <translation>残りのうち {n} 枚は、書き終わらなかったシャードに変換済みでした。この変換は TFRecord Studio {version} で開始されたもので、別のバージョンの未完成のシャードは残らないため、「再開」でもう一度変換します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; a shard is kept only when it is complete, so Resume converts it again and finishes the run.</source>
        <translation>残りのうち {n} 枚は書きかけのシャードにありました。シャードは完成したものだけが残るため、「再開」を押すと変換し直して完了します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; a shard is kept only when it is complete, so Resume converts it again.</source>
        <translation>残りのうち {n} 枚は書きかけのシャードにありました。シャードは完成したものだけが残るため、「再開」で変換し直します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; a shard is kept only when it is complete, so Resume converts them again and finishes the run.</source>
        <translation>残りのうち {n} 枚は書きかけのシャードにありました。シャードは完成したものだけが残るため、「再開」を押すと変換し直して完了します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; a shard is kept only when it is complete, so Resume converts them again.</source>
        <translation>残りのうち {n} 枚は書きかけのシャードにありました。シャードは完成したものだけが残るため、「再開」で変換し直します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; the run was stopped without Cancel, and then an unfinished shard of annotated images is not kept, so Resume converts it again and finishes the run.</source>
        <translation>残りのうち {n} 枚は、書き終わらなかったシャードに変換済みでした。「キャンセル」を使わずに止まった変換では、注釈付き画像の未完成のシャードは残らないため、「再開」を押すともう一度変換して完了します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; the run was stopped without Cancel, and then an unfinished shard of annotated images is not kept, so Resume converts it again.</source>
        <translation>残りのうち {n} 枚は、書き終わらなかったシャードに変換済みでした。「キャンセル」を使わずに止まった変換では、注釈付き画像の未完成のシャードは残らないため、「再開」でもう一度変換します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; the run was stopped without Cancel, and then an unfinished shard of annotated images is not kept, so Resume converts them again and finishes the run.</source>
        <translation>残りのうち {n} 枚は、書き終わらなかったシャードに変換済みでした。「キャンセル」を使わずに止まった変換では、注釈付き画像の未完成のシャードは残らないため、「再開」を押すともう一度変換して完了します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; the run was stopped without Cancel, and then an unfinished shard of annotated images is not kept, so Resume converts them again.</source>
        <translation>残りのうち {n} 枚は、書き終わらなかったシャードに変換済みでした。「キャンセル」を使わずに止まった変換では、注釈付き画像の未完成のシャードは残らないため、「再開」でもう一度変換します。</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} is already in a shard the run did not finish: Resume keeps it if it reads back whole.</source>
        <translation>残りのうち {n} 枚は書きかけのシャードにあり、「再開」は完全に読み戻せればそれを残します。</translation>
    </message>
    <message>
        <source>another class or split now: {files}</source>
        <translation>クラスまたは分割が変わった画像: {files}</translation>
    </message>
    <message>
        <source>{k} finished shard file is missing or damaged and will be written again: {files}.</source>
        <translation>完成したシャードファイル {k} 個が見つからないか壊れているため、もう一度書き出します: {files}。</translation>
    </message>
    <message>
        <source>{k} finished shard files are missing or damaged and will be written again: {files}.</source>
        <translation>完成したシャードファイル {k} 個が見つからないか壊れているため、もう一度書き出します: {files}。</translation>
    </message>
    <message>
        <source>{k} shard on disk will be converted again, because images in it changed after they were converted: {files}.</source>
        <translation>ディスク上のシャード {k} 個は、変換後に中の画像が変わったため、もう一度変換します: {files}。</translation>
    </message>
    <message>
        <source>{k} shards on disk will be converted again, because images in them changed after they were converted: {files}.</source>
        <translation>ディスク上のシャード {k} 個は、変換後に中の画像が変わったため、もう一度変換します: {files}。</translation>
    </message>
    <message>
        <source>{n} file in its finished shards could not be read ({file}), so whether this version takes it into records as TFRecord Studio {theirs} did is not known: Resume keeps it as that run converted or skipped it.</source>
        <translation>完成したシャードのファイルのうち {n} 個を読み込めませんでした ({file})。そのため、このバージョンが TFRecord Studio {theirs} と同じ判断でそれをレコードにするかはわかりません。「再開」はそのファイルを、中断された変換での扱い (変換またはスキップ) のまま残します。</translation>
    </message>
    <message>
        <source>The source lists {n} image now, and the run set out to convert {p}: images were added or removed since, so Resume cannot finish it. Press Start over to convert them all, or put the source back as it was.</source>
        <translation>ソースの画像は今 {n} 枚ですが、この変換は {p} 枚を変換する予定でした。そのあと画像が追加または削除されたため、「再開」では完了できません。「最初からやり直す」を押してすべて変換するか、ソースを元に戻してください。</translation>
    </message>
    <message>
        <source>The source lists {n} images now, and the run set out to convert {p}: images were added or removed since, so Resume cannot finish it. Press Start over to convert them all, or put the source back as it was.</source>
        <translation>ソースの画像は今 {n} 枚ですが、この変換は {p} 枚を変換する予定でした。そのあと画像が追加または削除されたため、「再開」では完了できません。「最初からやり直す」を押してすべて変換するか、ソースを元に戻してください。</translation>
    </message>
    <message>
        <source>It did not record its annotation files (an earlier version started it, or it read this source without its annotations), so Resume cannot check its shards against the annotations now: press Start over to convert again.</source>
        <translation>この変換はアノテーションファイルを記録していません (以前のバージョンで始めたか、アノテーションなしでこのソースを読んだため)。そのため、シャードが今のアノテーションと合っているかを「再開」で確かめられません。「最初からやり直す」を押して変換し直してください。</translation>
    </message>
    <message>
        <source>{f} was added</source>
        <translation>{f} (追加)</translation>
    </message>
    <message>
        <source>{f} was removed</source>
        <translation>{f} (削除)</translation>
    </message>
    <message>
        <source>{f} changed</source>
        <translation>{f} (変更)</translation>
    </message>
    <message>
        <source>{n} files in its finished shards could not be read ({files}), so whether this version takes them into records as TFRecord Studio {theirs} did is not known: Resume keeps them as that run converted or skipped them.</source>
        <translation>完成したシャードのファイルのうち {n} 個を読み込めませんでした ({files})。そのため、このバージョンが TFRecord Studio {theirs} と同じ判断でそれらをレコードにするかはわかりません。「再開」はそれらのファイルを、中断された変換での扱い (変換またはスキップ) のまま残します。</translation>
    </message>
    <message>
        <source>{n} more</source>
        <translation>ほか {n} 件</translation>
    </message>
    <message>
        <source>The annotation files changed since it ran: {files}. Its shards hold the old annotations, so Resume cannot finish it. Put the files back as they were, or press Start over to convert again with the new ones.</source>
        <translation>この変換のあとでアノテーションファイルが変わりました: {files}。シャードには古いアノテーションが入っているため、「再開」では完了できません。ファイルを元に戻すか、「最初からやり直す」を押して新しいアノテーションで変換し直してください。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Resume needs the same options as the interrupted run. Different now:</source>
        <translation>「再開」には中断された実行と同じオプションが必要です。現在異なるもの:</translation>
    </message>
</context>
<context>
    <name>ClassHistogram</name>
    <message>
        <source>Records per class</source>
        <translation>クラスごとのレコード数</translation>
    </message>
    <message>
        <source>How many records each class has is drawn here once files are open.</source>
        <translation>ファイルを開くと、クラスごとのレコード数をここに表示します。</translation>
    </message>
    <message>
        <source>No records to count: the files opened hold none.</source>
        <translation>数えるレコードがありません: 開いたファイルにはレコードが 1 件もありません。</translation>
    </message>
    <message>
        <source>No classes to count: these records have no label feature.</source>
        <translation>数えるクラスがありません: これらのレコードにはラベルの特徴量がありません。</translation>
    </message>
    <message>
        <source>255 (ignore)</source>
        <translation>255 (無視)</translation>
    </message>
    <message>
        <source>Objects per class</source>
        <translation>クラスごとのオブジェクト数</translation>
    </message>
    <message>
        <source>Images per class</source>
        <translation>クラスごとの画像数</translation>
    </message>
    <message>
        <source>{key} · in {n} of {m} records</source>
        <translation>{key} · {m} 件中 {n} 件のレコードにあり</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>A conversion is still running.</source>
        <translation>変換がまだ実行中です。</translation>
    </message>
    <message>
        <source>An unfinished run.</source>
        <translation>未完了の実行です。</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} images were done.</source>
        <translation>未完了の実行: {p} 枚中 {d} 枚が完了しています。</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} images were written and {s} skipped.</source>
        <translation>未完了の実行: {p} 枚中 {w} 枚を書き込み、{s} 枚をスキップしました。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Converted from: {s}</source>
        <translation>変換元: {s}</translation>
    </message>
    <message>
        <source>It deletes the {n} file the unfinished run wrote, {size}.</source>
        <translation>削除するのは未完了の実行が書いたファイル {n} 個 (合計 {size}) です。</translation>
    </message>
    <message>
        <source>It deletes the {n} files the unfinished run wrote, {size} in all.</source>
        <translation>削除するのは未完了の実行が書いたファイル {n} 個 (合計 {size}) です。</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>実行を続ける</translation>
    </message>
    <message>
        <source>Last written on {d}</source>
        <translation>最終書き込み日時: {d}</translation>
    </message>
    <message>
        <source>Made on {d}</source>
        <translation>作成日時: {d}</translation>
    </message>
    <message>
        <source>No complete shard file yet.</source>
        <translation>完成したシャードファイルはまだありません。</translation>
    </message>
    <message>
        <source>Output folder: {f}</source>
        <translation>出力フォルダー: {f}</translation>
    </message>
    <message>
        <source>Quitting cancels it. What it has converted so far is kept; open the same output folder later and press Resume to finish.</source>
        <translation>終了すると変換はキャンセルされます。それまでに変換した分は残ります。後で同じ出力フォルダーを開き、「再開」を押すと完了できます。</translation>
    </message>
    <message>
        <source>Replace deletes this dataset and writes a new one in its place.</source>
        <translation>「置き換える」を押すと、このデータセットを削除し、代わりに新しいデータセットを書き込みます。</translation>
    </message>
    <message>
        <source>Resume can finish it with the interrupted run&apos;s options (press “Use the interrupted run&apos;s options”).</source>
        <translation>中断された実行のオプションでなら「再開」で完了できます (「中断された実行のオプションを使う」を押してください)。</translation>
    </message>
    <message>
        <source>Resume cannot finish it (the note above the buttons says why).</source>
        <translation>「再開」ではこの変換を完了できません (理由はボタンの上の説明にあります)。</translation>
    </message>
    <message>
        <source>Resume would finish it instead.</source>
        <translation>「再開」なら、削除せずに続きから完了できます。</translation>
    </message>
    <message>
        <source>Show Details</source>
        <translation>詳細を表示</translation>
    </message>
    <message>
        <source>Start over deletes this unfinished run and converts every image again.</source>
        <translation>「最初からやり直す」を押すと、この途中で止まった変換を削除し、すべての画像を変換し直します。</translation>
    </message>
    <message>
        <source>Started on {d}</source>
        <translation>開始日時: {d}</translation>
    </message>
    <message>
        <source>The dataset is complete and is kept. Quitting stops only the check, so the files stay unverified; you can run it again later: “Verify now” in the Summary.</source>
        <translation>データセットは完成しており、そのまま残ります。終了すると止まるのは検証だけで、ファイルは未検証のままになります。検証は後で「概要」の「今すぐ検証」からもう一度実行できます。</translation>
    </message>
    <message>
        <source>The files are deleted when the new run has finished scanning the source, before it converts any image. Cancelling the new run during its scan keeps them; cancelling it later does not bring them back, and Resume can then finish the new run.</source>
        <translation>削除は、新しい実行がソースのスキャンを終えたあと、画像の変換を始める前に行われます。スキャン中に新しい実行をキャンセルすればファイルは残りますが、それより後にキャンセルしても元には戻りません (そのときは「再開」で新しい実行を完了できます)。</translation>
    </message>
    <message>
        <source>The folder {f} could not be listed: nothing can be replaced until it can.</source>
        <translation>フォルダー {f} の中身を一覧にできませんでした。一覧にできるまで、何も置き換えられません。</translation>
    </message>
    <message>
        <source>The folder&apos;s files are still being listed (the disk does not answer yet). What “{button}” deletes is said here when they are, and the button can be pressed then.</source>
        <translation>フォルダー内のファイルをまだ一覧にしています (ディスクがまだ応答しません)。「{button}」で削除されるものは一覧ができしだいここに表示され、そのときボタンを押せるようになります。</translation>
    </message>
    <message>
        <source>The last lines the engine printed are under “{button}”.</source>
        <translation>エンジンが最後に出力した行は「{button}」にあります。</translation>
    </message>
    <message>
        <source>Whether Resume can finish it instead is still being checked: the note above the buttons will say.</source>
        <translation>「再開」で完了できるかどうかはまだ確認中です。結果はボタンの上の説明に出ます。</translation>
    </message>
    <message>
        <source>{k} shard file with {n} image, {size}</source>
        <translation>シャードファイル {k} 個、{n} 枚の画像、{size}</translation>
    </message>
    <message>
        <source>{k} shard file with {n} images, {size}</source>
        <translation>シャードファイル {k} 個、{n} 枚の画像、{size}</translation>
    </message>
    <message>
        <source>{k} shard files with {n} image, {size}</source>
        <translation>シャードファイル {k} 個、{n} 枚の画像、{size}</translation>
    </message>
    <message>
        <source>{k} shard files with {n} images, {size}</source>
        <translation>シャードファイル {k} 個、{n} 枚の画像、{size}</translation>
    </message>
    <message>
        <source> The unfinished shard, with its converted images, is one of them.</source>
        <translation>書きかけのシャードも、中の変換済みの画像ごと削除されます。</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} image was done.</source>
        <translation>未完了の実行: {p} 枚中 {d} 枚が完了しています。</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} images was done.</source>
        <translation>未完了の実行: {p} 枚中 {d} 枚が完了しています。</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} image was written and {s} skipped.</source>
        <translation>未完了の実行: {p} 枚中 {w} 枚を書き込み、{s} 枚をスキップしました。</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} images was written and {s} skipped.</source>
        <translation>未完了の実行: {p} 枚中 {w} 枚を書き込み、{s} 枚をスキップしました。</translation>
    </message>
    <message>
        <source>Left alone:</source>
        <translation>そのまま残すもの:</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source> and {n} file that belongs to it, {size} in all.</source>
        <translation>と、それに付属するファイル {n} 個で、合計 {size} です。</translation>
    </message>
    <message>
        <source> and {n} files that belong to it, {size} in all.</source>
        <translation>と、それに付属するファイル {n} 個で、合計 {size} です。</translation>
    </message>
    <message>
        <source>, {size}.</source>
        <translation>で、合計 {size} です。</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} file was done.</source>
        <translation>未完了の実行: ファイル {p} 個中 {d} 個が完了しています。</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} files was done.</source>
        <translation>未完了の実行: ファイル {p} 個中 {d} 個が完了しています。</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} files were done.</source>
        <translation>未完了の実行: ファイル {p} 個中 {d} 個が完了しています。</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} file was written and {s} skipped.</source>
        <translation>未完了の実行: ファイル {p} 個中 {w} 個を書き込み、{s} 個をスキップしました。</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} files was written and {s} skipped.</source>
        <translation>未完了の実行: ファイル {p} 個中 {w} 個を書き込み、{s} 個をスキップしました。</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} files were written and {s} skipped.</source>
        <translation>未完了の実行: ファイル {p} 個中 {w} 個を書き込み、{s} 個をスキップしました。</translation>
    </message>
    <message>
        <source>Cancel the conversion</source>
        <translation>変換をキャンセル</translation>
    </message>
    <message>
        <source>Cancel the conversion?</source>
        <translation>変換をキャンセルしますか?</translation>
    </message>
    <message>
        <source>Cancelling stops it now. Everything it has converted is kept, and Resume finishes the rest later.</source>
        <translation>キャンセルすると今すぐ止まります。それまでに変換した分はすべて残り、後で「再開」を押すと残りを完了できます。</translation>
    </message>
    <message>
        <source>No complete shard file yet; {u} converted image is in the unfinished shard.</source>
        <translation>完成したシャードファイルはまだありません。変換済みの画像 {u} 枚は書きかけのシャードにあります。</translation>
    </message>
    <message>
        <source>No complete shard file yet; {u} converted images are in the unfinished shard.</source>
        <translation>完成したシャードファイルはまだありません。変換済みの画像 {u} 枚は書きかけのシャードにあります。</translation>
    </message>
    <message>
        <source>Quit?</source>
        <translation>終了しますか?</translation>
    </message>
    <message>
        <source>Quitting stops it; its results so far are lost.</source>
        <translation>終了すると止まり、ここまでの結果は失われます。</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置き換える</translation>
    </message>
    <message>
        <source>Replace the dataset?</source>
        <translation>データセットを置き換えますか?</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>最初からやり直す</translation>
    </message>
    <message>
        <source>Start over?</source>
        <translation>最初からやり直しますか?</translation>
    </message>
    <message>
        <source>It deletes the dataset&apos;s {k} shard file</source>
        <translation>削除するのはデータセットのシャードファイル {k} 個</translation>
    </message>
    <message>
        <source>Choose Cancel here to delete nothing: the dataset stays, and you can pick another output folder for the new conversion.</source>
        <translation>ここで「キャンセル」を押すと何も削除されません。データセットはそのまま残り、新しい変換には別の出力フォルダーを選べます。</translation>
    </message>
    <message>
        <source>Choose Cancel here to delete nothing: the unfinished run stays, and you can pick another output folder for a new conversion.</source>
        <translation>ここで「キャンセル」を押すと何も削除されません。途中で止まった変換はそのまま残り、新しい変換には別の出力フォルダーを選べます。</translation>
    </message>
    <message>
        <source>Everything else in the folder stays ({n} item): {names}.</source>
        <translation>フォルダー内のそれ以外のもの ({n} 個) はそのまま残ります: {names}。</translation>
    </message>
    <message>
        <source>Everything else in the folder stays ({n} items): {names}.</source>
        <translation>フォルダー内のそれ以外のもの ({n} 個) はそのまま残ります: {names}。</translation>
    </message>
    <message>
        <source>It deletes the dataset&apos;s {k} shard files</source>
        <translation>削除するのはデータセットのシャードファイル {k} 個</translation>
    </message>
    <message>
        <source>It deletes the unfinished run&apos;s {k} shard file</source>
        <translation>削除するのは未完了の実行のシャードファイル {k} 個</translation>
    </message>
    <message>
        <source>It deletes the unfinished run&apos;s {k} shard files</source>
        <translation>削除するのは未完了の実行のシャードファイル {k} 個</translation>
    </message>
    <message>
        <source>Stop the check</source>
        <translation>検証を止める</translation>
    </message>
    <message>
        <source>Stop the check?</source>
        <translation>検証を止めますか?</translation>
    </message>
    <message>
        <source>The conversion is done; the verification is still running.</source>
        <translation>変換は完了しています。検証だけがまだ実行中です。</translation>
    </message>
    <message>
        <source>The conversion is still running.</source>
        <translation>変換がまだ実行中です。</translation>
    </message>
    <message>
        <source>The dataset is complete and is kept. Stopping the check leaves the files unverified; “Verify now” in the Summary checks them later.</source>
        <translation>データセットは完成しており、そのまま残ります。検証を止めるとファイルは未検証のままになります。後で「概要」の「今すぐ検証」で確認できます。</translation>
    </message>
    <message>
        <source>The worker tuning is still running.</source>
        <translation>ワーカー数の調整がまだ実行中です。</translation>
    </message>
    <message>
        <source>Will be deleted:</source>
        <translation>削除されるもの:</translation>
    </message>
    <message>
        <source>{u} more converted image is in the unfinished shard.</source>
        <translation>ほかに変換済みの画像 {u} 枚が書きかけのシャードにあります。</translation>
    </message>
    <message>
        <source>{u} more converted images are in the unfinished shard.</source>
        <translation>ほかに変換済みの画像 {u} 枚が書きかけのシャードにあります。</translation>
    </message>
</context>
<context>
    <name>EngineClient</name>
    <message>
        <source>The engine did not stop in time; terminating it.</source>
        <translation>エンジンが時間内に停止しないため、終了させます。</translation>
    </message>
    <message>
        <source>The engine still runs; killing it.</source>
        <translation>エンジンがまだ動いているため、強制終了します。</translation>
    </message>
    <message>
        <source>Could not start the engine ({program}): {reason}</source>
        <translation>エンジンを起動できませんでした ({program}): {reason}</translation>
    </message>
</context>
<context>
    <name>EngineCommand</name>
    <message>
        <source>Could not start the engine: {r}</source>
        <extracomment>each whole line the command writes on stderr, as it comes (inspect --progress&apos;s)</extracomment>
        <translation>エンジンを起動できませんでした: {r}</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>HEIC/HEIF photos need the pillow-heif package, which is not installed (install it, or export the photo as JPEG first)</source>
        <translation>HEIC/HEIF の写真には pillow-heif パッケージが必要ですが、インストールされていません (インストールするか、先に写真を JPEG で書き出してください)</translation>
    </message>
    <message>
        <source>this Pillow cannot read AVIF (install Pillow 11.3 or later, or export the picture as JPEG or PNG first)</source>
        <translation>この Pillow では AVIF を読み込めません (Pillow 11.3 以降をインストールするか、先に画像を JPEG か PNG で書き出してください)</translation>
    </message>
    <message>
        <source>unsupported image format: HEIC/HEIF (export it as JPEG or PNG first)</source>
        <translation>未対応の画像形式: HEIC/HEIF (先に JPEG か PNG で書き出してください)</translation>
    </message>
    <message>
        <source>unsupported image format: AVIF (export it as JPEG or PNG first)</source>
        <translation>未対応の画像形式: AVIF (先に JPEG か PNG で書き出してください)</translation>
    </message>
    <message>
        <source>unsupported image format: SVG is a vector drawing (export it as PNG first)</source>
        <translation>未対応の画像形式: SVG はベクター図形です (先に PNG で書き出してください)</translation>
    </message>
    <message>
        <source>unsupported image format: Photoshop PSD (export it as PNG or JPEG first)</source>
        <translation>未対応の画像形式: Photoshop PSD (先に PNG か JPEG で書き出してください)</translation>
    </message>
    <message>
        <source>unsupported image format: JPEG 2000 (convert it to JPEG or PNG first)</source>
        <translation>未対応の画像形式: JPEG 2000 (先に JPEG か PNG に変換してください)</translation>
    </message>
    <message>
        <source>image is {size} = {mp} megapixels, above the limit of {limit} MP (a decompression bomb or a huge scan: reduce it first, or raise “Largest image” in the options)</source>
        <translation>画像は {size} = {mp} メガピクセルで、上限の {limit} MP を超えています (解凍爆弾か巨大なスキャン画像です。先に縮小するか、オプションの「最大画像サイズ」を上げてください)</translation>
    </message>
    <message>
        <source>{format} is cut short: the file ends before its picture data does (copy it again from the original)</source>
        <translation>{format} が途中で切れています: 画像データの途中でファイルが終わっています (元のファイルからもう一度コピーしてください)</translation>
    </message>
    <message>
        <source>empty file (0 bytes): copy it again from the original, or take it out of the source</source>
        <translation>ファイルが空です (0 バイト): 元のファイルからもう一度コピーするか、ソースから外してください</translation>
    </message>
    <message>
        <source>not a recognised image format (JPEG, PNG, BMP, GIF, WebP, TIFF, HEIC, AVIF): save it as JPEG or PNG, or take it out of the source</source>
        <translation>対応している画像形式 (JPEG、PNG、BMP、GIF、WebP、TIFF、HEIC、AVIF) ではありません: JPEG か PNG で保存し直すか、ソースから外してください</translation>
    </message>
    <message>
        <source>not an image: this is a PDF document (export its pages as images, or take it out of the source)</source>
        <translation>画像ではありません: PDF 文書です (ページを画像として書き出すか、ソースから外してください)</translation>
    </message>
    <message>
        <source>not an image: the file contains text (take it out of the source)</source>
        <translation>画像ではありません: テキストファイルです (ソースから外してください)</translation>
    </message>
    <message>
        <source>not an image: this is a web page saved as HTML (save the picture itself, not the page: right-click the picture in the browser and choose Save Image As)</source>
        <translation>画像ではありません: HTML で保存されたウェブページです (ページではなく画像そのものを保存してください: ブラウザーで画像を右クリックし、「名前を付けて画像を保存」を選びます)</translation>
    </message>
    <message>
        <source>not an image: this is a Word document saved as RTF (save the pictures in it as JPEG or PNG, or take it out of the source)</source>
        <translation>画像ではありません: RTF で保存された Word 文書です (中の画像を JPEG か PNG で保存するか、ソースから外してください)</translation>
    </message>
    <message>
        <source>not an image: this is an Office document such as Word, Excel or PowerPoint (save the pictures in it as JPEG or PNG, or take it out of the source)</source>
        <translation>画像ではありません: Word、Excel、PowerPoint などの Office 文書です (中の画像を JPEG か PNG で保存するか、ソースから外してください)</translation>
    </message>
    <message>
        <source>not an image: this is Windows&apos; thumbnail cache (Thumbs.db), which Windows leaves in picture folders (take it out of the source)</source>
        <translation>画像ではありません: Windows のサムネイルキャッシュ (Thumbs.db) です。Windows が画像のフォルダーに自動で作るファイルです (ソースから外してください)</translation>
    </message>
    <message>
        <source>not an image: this is an XML file (take it out of the source)</source>
        <translation>画像ではありません: XML ファイルです (ソースから外してください)</translation>
    </message>
    <message>
        <source>not an image: this is an annotation file (Pascal VOC XML) with an image&apos;s name (give it the .xml extension, or take it out of the source)</source>
        <translation>画像ではありません: 画像の名前が付いたアノテーションファイル (Pascal VOC の XML) です (拡張子を .xml にするか、ソースから外してください)</translation>
    </message>
    <message>
        <source>not an image: this is an annotation file (Pascal VOC XML): to convert the images with their boxes, choose the folder that holds Annotations/ and JPEGImages/ as the source; else take it out of the source</source>
        <translation>画像ではありません: アノテーションファイル (Pascal VOC の XML) です。画像をボックスと一緒に変換するには、Annotations/ と JPEGImages/ があるフォルダーをソースに選んでください。そうでなければソースから外してください</translation>
    </message>
    <message>
        <source>unsupported image format: DICOM (medical images), which this tool cannot read (export the images as PNG or TIFF from your DICOM viewer first)</source>
        <translation>未対応の画像形式: DICOM (医用画像) はこのツールでは読めません (先に DICOM ビューアーから PNG か TIFF で書き出してください)</translation>
    </message>
    <message>
        <source>unsupported image format: a camera RAW file ({raw}), which this tool cannot read (export it as JPEG or TIFF from the camera&apos;s software or a photo editor first)</source>
        <translation>未対応の画像形式: カメラの RAW ファイル ({raw}) はこのツールでは読めません (先にカメラ付属のソフトか写真編集ソフトで JPEG か TIFF に書き出してください)</translation>
    </message>
    <message>
        <source>not an image: this is a video or sound file (save a still of the video as JPEG or PNG, or take it out of the source)</source>
        <translation>画像ではありません: 動画または音声のファイルです (動画の 1 コマを JPEG か PNG で保存するか、ソースから外してください)</translation>
    </message>
    <message>
        <source>not an image: this is a {archive} archive (unpack it and add the pictures inside, or take it out of the source)</source>
        <translation>画像ではありません: {archive} 形式の圧縮ファイルです (展開して中の画像を加えるか、ソースから外してください)</translation>
    </message>
    <message>
        <source>{format} is cut short or incomplete: copy it again from the original</source>
        <translation>{format} が途中で切れているか不完全です: 元のファイルからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>corrupt {format} header: {detail}; copy it again from the original</source>
        <translation>{format} のヘッダーが壊れています: {detail}。元のファイルからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>the start of the file is damaged: it begins like a {format} image but cannot be read as one; copy it again from the original</source>
        <translation>ファイルの先頭が壊れています: {format} 画像のように始まりますが、読み込めません。元のファイルからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>corrupt {format} data: {detail}; copy it again from the original</source>
        <translation>{format} のデータが壊れています: {detail}。元のファイルからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>corrupt PNG data: the {chunk} chunk fails its checksum (the file is damaged); copy it again from the original</source>
        <translation>PNG のデータが壊れています: {chunk} チャンクのチェックサムが合いません (ファイルの破損)。元のファイルからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>cannot decode {format}: {detail}; copy it again from the original, or save it again as JPEG or PNG</source>
        <translation>{format} をデコードできません: {detail}。元のファイルからもう一度コピーするか、JPEG か PNG で保存し直してください</translation>
    </message>
    <message>
        <source>{format} is damaged inside: its picture data cannot be decoded; copy it again from the original, or save it again as JPEG or PNG</source>
        <translation>{format} ファイルの中が損傷しています: 画像データをデコードできません。元のファイルからもう一度コピーするか、JPEG か PNG で保存し直してください</translation>
    </message>
    <message>
        <source>{format} is damaged inside: the description of one of the pictures it holds is broken; copy it again from the original, or save it again as JPEG or PNG</source>
        <translation>{format} ファイルの中が損傷しています: 含まれる画像の 1 つについての記述 (フレームの情報) が壊れています。元のファイルからもう一度コピーするか、JPEG か PNG で保存し直してください</translation>
    </message>
    <message>
        <source>image has no pixels ({size}): its header is damaged; copy it again from the original</source>
        <translation>画像にピクセルがありません ({size}): ヘッダーが壊れています。元のファイルからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>JPEG is truncated: the end-of-image marker is missing; copy it again from the original</source>
        <translation>JPEG が途中で切れています: 画像終端マーカーがありません。元のファイルからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>file not found: it was moved or deleted after the scan (put it back, or convert again without it)</source>
        <translation>ファイルが見つかりません: スキャン後に移動または削除されました (元の場所に戻すか、それを除いてもう一度変換してください)</translation>
    </message>
    <message>
        <source>permission denied: you may not read this file (check its permissions)</source>
        <translation>アクセスが拒否されました: このファイルを読む権限がありません (アクセス権を確認してください)</translation>
    </message>
    <message>
        <source>is a folder, not an image file</source>
        <translation>画像ファイルではなくフォルダーです</translation>
    </message>
    <message>
        <source>not a regular file: this is {kind}, which is never read</source>
        <translation>通常のファイルではありません: {kind} は読み込みません</translation>
    </message>
    <message>
        <source>not inside a class folder: move it into one of the class folders</source>
        <translation>クラスフォルダーの中にありません: いずれかのクラスフォルダーに移動してください</translation>
    </message>
    <message>
        <source>file not found (CSV line {line}); check the path</source>
        <translation>ファイルが見つかりません (CSV の {line} 行目)。パスを確認してください</translation>
    </message>
    <message>
        <source>file not found (CSV line {line}): its path has backslashes (\) between folders, as Windows writes them, and no file is there with / either; check the path</source>
        <translation>ファイルが見つかりません (CSV の {line} 行目): パスのフォルダーの区切りが Windows の書き方の円記号・バックスラッシュ (¥ または \) で、/ に置き換えてもファイルがありません。パスを確認してください</translation>
    </message>
    <message>
        <source>file disappeared during the scan</source>
        <translation>スキャン中にファイルがなくなりました</translation>
    </message>
    <message>
        <source>cannot open this folder (permission denied): the images inside it are not converted; check the folder&apos;s permissions</source>
        <translation>このフォルダーを開けません (アクセス権がありません): 中の画像は変換されません。フォルダーのアクセス権を確認してください</translation>
    </message>
    <message>
        <source>cannot open this folder ({detail}): the images inside it are not converted; check the folder&apos;s permissions</source>
        <translation>このフォルダーを開けません ({detail}): 中の画像は変換されません。フォルダーのアクセス権を確認してください</translation>
    </message>
    <message>
        <source>the same folder as {first}/ (reached through a link): its images are converted once, from there</source>
        <translation>{first}/ と同じフォルダーです (リンクでたどり着きました): その画像はそちらから 1 回だけ変換します</translation>
    </message>
    <message>
        <source>a link back to the source folder: its images are converted once, from there</source>
        <translation>ソースフォルダー自身へのリンクです: その画像はそちらから 1 回だけ変換します</translation>
    </message>
    <message>
        <source>broken symbolic link: its target does not exist</source>
        <translation>壊れたシンボリックリンクです: リンク先がありません</translation>
    </message>
    <message>
        <source>symbolic link that loops: it leads back to itself and never reaches a file (correct the link, or take it out of the source)</source>
        <translation>循環しているシンボリックリンクです: 自分自身に戻ってしまい、ファイルにたどり着きません (リンクを直すか、ソースから外してください)</translation>
    </message>
    <message>
        <source>cannot read file information: {detail}</source>
        <translation>ファイルの情報を読み取れません: {detail}</translation>
    </message>
    <message>
        <source>not a regular file: this is a device, which is never read</source>
        <translation>通常のファイルではありません: デバイスは読み込みません</translation>
    </message>
    <message>
        <source>not a regular file: this is a named pipe (FIFO), which is never read</source>
        <translation>通常のファイルではありません: 名前付きパイプ (FIFO) は読み込みません</translation>
    </message>
    <message>
        <source>not a regular file: this is a socket, which is never read</source>
        <translation>通常のファイルではありません: ソケットは読み込みません</translation>
    </message>
    <message>
        <source>not a regular file: this is a special file, which is never read</source>
        <translation>通常のファイルではありません: 特殊ファイルは読み込みません</translation>
    </message>
    <message>
        <source>not a regular file: this is a device (through a symbolic link), which is never read</source>
        <translation>通常のファイルではありません: デバイス (シンボリックリンク経由) は読み込みません</translation>
    </message>
    <message>
        <source>not a regular file: this is a named pipe (FIFO) (through a symbolic link), which is never read</source>
        <translation>通常のファイルではありません: 名前付きパイプ (FIFO、シンボリックリンク経由) は読み込みません</translation>
    </message>
    <message>
        <source>not a regular file: this is a socket (through a symbolic link), which is never read</source>
        <translation>通常のファイルではありません: ソケット (シンボリックリンク経由) は読み込みません</translation>
    </message>
    <message>
        <source>not a regular file: this is a special file (through a symbolic link), which is never read</source>
        <translation>通常のファイルではありません: 特殊ファイル (シンボリックリンク経由) は読み込みません</translation>
    </message>
    <message>
        <source>16-bit {format} whose low bits cannot be read (grey with alpha, CMYK or premultiplied alpha), so the chosen bit depth cannot be applied to it: save it as 16-bit grey or RGB, or choose 16 bits under “16-bit images”</source>
        <translation>下位ビットを読めない 16 ビットの {format} です (アルファ付きグレー、CMYK、乗算済みアルファ)。選んだビット数を適用できません: 16 ビットのグレーか RGB で保存し直すか、「16 ビット画像」で 16 ビットを選んでください</translation>
    </message>
    <message>
        <source>crashed the decoder (the decoding process died {n} times on this image; it is probably corrupt): copy it again from the original, or take it out of the source</source>
        <translation>デコーダーがクラッシュしました (この画像でデコード処理が {n} 回異常終了しました。おそらく壊れています): 元のファイルからもう一度コピーするか、ソースから外してください</translation>
    </message>
    <message>
        <source>not enough memory to decode this image: close other programs and convert again</source>
        <translation>この画像をデコードするにはメモリが足りません: ほかのプログラムを閉じて、もう一度変換してください</translation>
    </message>
    <message>
        <source>unexpected decoder error: {detail}; save it again as JPEG or PNG, or take it out of the source</source>
        <translation>予期しないデコーダーのエラー: {detail}。JPEG か PNG で保存し直すか、ソースから外してください</translation>
    </message>
    <message>
        <source>JPEG data is too short for its {size} size: the file is cut short or damaged (the missing part would be painted grey)</source>
        <translation>JPEG のデータが {size} のサイズに対して短すぎます: ファイルが途中で切れているか壊れています (欠けた部分は灰色になります)</translation>
    </message>
    <message>
        <source>JPEG is incomplete: its progressive scans stop before the picture is complete (the file was cut short; the picture would be blurred or grey)</source>
        <translation>JPEG が不完全です: プログレッシブスキャンが画像の完成前に終わっています (ファイルが途中で切れています。画像はぼやけるか灰色になります)</translation>
    </message>
    <message>
        <source>{path}: this folder is a TFRecord dataset (what a conversion wrote), not images. Open it in Inspect, or choose the folder that holds your images.</source>
        <translation>{path}: このフォルダーは画像ではなく、TFRecord のデータセット (変換で書き出されたもの) です。「検査」で開くか、画像が入っているフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split} in the column {column}. Use one of {splits}.</source>
        <translation>{path} の {line} 行目: 分割として読んだ列 {column} に不明な分割 {split} があります。{splits} のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split} in the column {column}. Use one of {splits}, or add it under “Split” (e.g. train=0.9,{name}=0.1: rows that name a split keep it).</source>
        <translation>{path} の {line} 行目: 分割として読んだ列 {column} に不明な分割 {split} があります。{splits} のどれかを使うか、「分割」に加えてください (例: train=0.9,{name}=0.1。分割を書いた行はその分割のままです)。</translation>
    </message>
    <message>
        <source>{file}: columns not read: {columns} (a class table has the columns path, label and split)</source>
        <translation>{file}: 読み込まない列があります: {columns}(クラスの表の列は path、label、split です)。</translation>
    </message>
    <message>
        <source>{file}: some rows have more than 3 columns; from the 4th on they are not read (a class table has the columns path, label and split)</source>
        <translation>{file}: 4 列以上ある行があります。4 列目以降は読み込みません (クラスの表の列は path、label、split です)。</translation>
    </message>
    <message>
        <source>{file}: the first row ({columns}) is read as column titles, not as an image: it names no image file, and the rows below do. These titles are not ones this program knows, so the columns are read in their order: path, label, split</source>
        <translation>{file}: 1 行目 ({columns}) は画像ではなく列の見出しとして読みます (画像ファイルを指しておらず、2 行目以降は指しているためです)。この見出しは本プログラムが知らない名前なので、列は順に path、label、split として読みます。</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text: it is read as {encoding}. The labels are written to the dataset as Unicode (UTF-8)</source>
        <translation>{file} は UTF-8 テキストではないため、{encoding} として読み込みます。ラベルはデータセットに Unicode (UTF-8) で書き込まれます。</translation>
    </message>
    <message>
        <source>{file}: its columns are separated by semicolons (;), as Excel saves CSV files in many languages, and are read so</source>
        <translation>{file}: 列がセミコロン (;) で区切られているため (多くの言語の Excel は CSV をこの形式で保存します)、セミコロン区切りとして読み込みます。</translation>
    </message>
    <message>
        <source>{file}: its columns are separated by tabs, and are read so</source>
        <translation>{file}: 列がタブで区切られているため、タブ区切りとして読み込みます。</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split} in the 3rd column. The titles in the first row ({columns}) are not ones this program knows, so the columns are read in their order: path, label, split. Rename the titles to path and label (and split, if the 3rd column holds the split), or delete the 3rd column.</source>
        <translation>{path} の {line} 行目: 3 列目の分割 {split} は不明な分割です。1 行目の見出し ({columns}) は本プログラムが知らない名前なので、列は順に path、label、split として読みました。見出しを path と label に変えるか (3 列目が分割なら split に)、3 列目を削除してください。</translation>
    </message>
    <message>
        <source>{file}: {n} path has backslashes (\) between folders, as Windows writes them, and is read with / on this system (as {path})</source>
        <translation>{file}: {n} 件のパスのフォルダーの区切りが Windows の書き方の円記号・バックスラッシュ (¥ または \) なので、このシステムでは / として読みます (例: {path})</translation>
    </message>
    <message>
        <source>{file}: {n} paths have backslashes (\) between folders, as Windows writes them, and are read with / on this system (as {path})</source>
        <translation>{file}: {n} 件のパスのフォルダーの区切りが Windows の書き方の円記号・バックスラッシュ (¥ または \) なので、このシステムでは / として読みます (例: {path})</translation>
    </message>
    <message>
        <source>The split {split} gets no image: {fraction} of {n} image rounds to 0. Use more images, or a larger fraction for it</source>
        <translation>分割 {split} には画像が 1 枚も入りません: {n} 枚の {fraction} は端数処理で 0 枚になります。画像を増やすか、この分割の割合を大きくしてください。</translation>
    </message>
    <message>
        <source>The split {split} gets no image: {fraction} of {n} images rounds to 0. Use more images, or a larger fraction for it</source>
        <translation>分割 {split} には画像が 1 枚も入りません: {n} 枚の {fraction} は端数処理で 0 枚になります。画像を増やすか、この分割の割合を大きくしてください。</translation>
    </message>
    <message>
        <source>The split {split} has {n} images, so it gets {shards} files, not the {asked} of “Files per split”: a file holds at least one image</source>
        <translation>分割 {split} の画像は {n} 枚なので、ファイルは「分割ごとのファイル数」の {asked} 個ではなく {shards} 個になります (1 つのファイルには画像が 1 枚以上入ります)</translation>
    </message>
    <message>
        <source>{n} XML file gives an image size other than its image&apos;s ({examples}): its boxes are scaled to the image, as if it was resized after it was annotated. If the boxes fit the image as it is, correct its size (width, height) in the XML</source>
        <translation>{n} 個の XML ファイルに、画像の実際の大きさと違う大きさが書かれています ({examples})。アノテーションの後で画像が縮小・拡大されたものとして、ボックスを画像に合わせて拡大縮小します。ボックスが今の画像にそのまま合う場合は、XML の大きさ (width、height) を直してください。</translation>
    </message>
    <message>
        <source>{n} XML files give an image size other than their image&apos;s ({examples}): their boxes are scaled to the image, as if it was resized after it was annotated. If the boxes fit the image as it is, correct its size (width, height) in the XML</source>
        <translation>{n} 個の XML ファイルに、画像の実際の大きさと違う大きさが書かれています ({examples})。アノテーションの後で画像が縮小・拡大されたものとして、ボックスを画像に合わせて拡大縮小します。ボックスが今の画像にそのまま合う場合は、XML の大きさ (width、height) を直してください。</translation>
    </message>
    <message>
        <source>{n} image in {file} is given a size other than its own ({examples}): its annotations are scaled to the image, as if it was resized after it was annotated. If the annotations fit the image as it is, correct its size (width, height) in {file}</source>
        <translation>{file} の {n} 枚の画像に、実際の大きさと違う大きさが書かれています ({examples})。アノテーションの後で画像が縮小・拡大されたものとして、アノテーションを画像に合わせて拡大縮小します。アノテーションが今の画像にそのまま合う場合は、{file} の大きさ (width、height) を直してください。</translation>
    </message>
    <message>
        <source>{n} images in {file} are given a size other than their own ({examples}): their annotations are scaled to the image, as if it was resized after it was annotated. If the annotations fit the image as it is, correct its size (width, height) in {file}</source>
        <translation>{file} の {n} 枚の画像に、実際の大きさと違う大きさが書かれています ({examples})。アノテーションの後で画像が縮小・拡大されたものとして、アノテーションを画像に合わせて拡大縮小します。アノテーションが今の画像にそのまま合う場合は、{file} の大きさ (width、height) を直してください。</translation>
    </message>
    <message>
        <source>{file}: split values read as split names (the number of rows in brackets): {pairs}</source>
        <translation>{file}: 分割列の値を次の分割名として読みました (括弧内は行数): {pairs}</translation>
    </message>
    <message>
        <source>{path}: this is an annotation file, not a class table. Written as classification, each image&apos;s class comes from class folders or a table of path,label. To write its annotations, choose Automatic under “Write as”.</source>
        <translation>{path}: これはアノテーションファイルで、クラスの表ではありません。分類として書き出すと、各画像のクラスはクラスごとのフォルダーか path,label の表から決まります。アノテーションを書き出すには、「書き出す形式」で「自動」を選んでください。</translation>
    </message>
    <message>
        <source>{path}: this is one file compressed with {kind}, not an archive of a folder, and this app does not unpack it. Unpack it first with an archive tool (on Windows, such as 7-Zip; on a Mac: double-click it), then choose the file it unpacks to, {name}.</source>
        <translation>{path}: これはファイル 1 つを {kind} で圧縮したもので、フォルダーをまとめたアーカイブではなく、このアプリでは展開できません。先にアーカイブツール (Windows では 7-Zip など、Mac ではダブルクリック) で展開してから、展開されたファイル {name} を選んでください。</translation>
    </message>
    <message>
        <source>{path}: this is one file compressed with {kind}, not an archive of a folder, and this app does not unpack it. Unpack it first with an archive tool (on Windows, such as 7-Zip; on a Mac: double-click it), then choose the file it unpacks to.</source>
        <translation>{path}: これはファイル 1 つを {kind} で圧縮したもので、フォルダーをまとめたアーカイブではなく、このアプリでは展開できません。先にアーカイブツール (Windows では 7-Zip など、Mac ではダブルクリック) で展開してから、展開されたファイルを選んでください。</translation>
    </message>
    <message>
        <source>{path}: this is a {kind} file, but its start cannot be read to tell whether it holds a folder or one file. Unpack it with an archive tool (on Windows, such as 7-Zip; on a Mac: double-click it), which also says whether it is damaged, then choose the folder or the file it unpacks to.</source>
        <translation>{path}: これは {kind} ファイルですが、先頭を読み取れないため、フォルダーを収めたものかファイル 1 つなのかを判断できません。アーカイブツール (Windows では 7-Zip など、Mac ではダブルクリック) で展開してください。ファイルが壊れていればツールがそう知らせます。そのうえで、展開されたフォルダーまたはファイルを選んでください。</translation>
    </message>
    <message>
        <source>{path}: this annotation export has no class folders: its images are all in {folder}. Written as classification, each image&apos;s class is the name of the folder it is in. To write its annotations, choose Automatic under “Write as”; or put the images in one sub-folder per class inside {folder}.</source>
        <translation>{path}: このアノテーションのエクスポートにはクラスごとのフォルダーがありません。画像はすべて {folder} にあります。分類として書き出すと、各画像のクラスはその画像があるフォルダーの名前になります。アノテーションを書き出すには「書き出す形式」で「自動」を選ぶか、{folder} の中にクラスごとのサブフォルダーを作って画像を入れてください。</translation>
    </message>
    <message>
        <source>{path}: this annotation export has no class folders: its own folders ({folders}) are not classes. Written as classification, each image&apos;s class is the name of the folder it is in. To write its annotations, choose Automatic under “Write as”; or put the images in one sub-folder per class inside {folder}.</source>
        <translation>{path}: このアノテーションのエクスポートにはクラスごとのフォルダーがありません。エクスポート自体のフォルダー ({folders}) はクラスではありません。分類として書き出すと、各画像のクラスはその画像があるフォルダーの名前になります。アノテーションを書き出すには「書き出す形式」で「自動」を選ぶか、{folder} の中にクラスごとのサブフォルダーを作って画像を入れてください。</translation>
    </message>
    <message>
        <source>{where}: these class names were written in two Unicode forms (composed and decomposed, as macOS writes Japanese and Korean names); both forms of each are one class: {names}</source>
        <translation>{where}: 次のクラス名は Unicode の 2 つの形 (合成済みと分解済み。macOS は日本語や韓国語の名前を分解済みで書きます) で書かれていました。名前ごとに両方の形を 1 つのクラスにまとめました: {names}</translation>
    </message>
    <message>
        <source>{where}: class names written in decomposed Unicode (as macOS writes Japanese and Korean names) are labelled in composed form, as other systems write them: {names}</source>
        <translation>{where}: 分解済みの Unicode (macOS が日本語や韓国語の名前を書く形) で書かれたクラス名を、ほかのシステムと同じ合成済みの形でラベルにしました: {names}</translation>
    </message>
    <message>
        <source>{where}: class names with spaces at their start or end are labelled without them, as TensorFlow Datasets reads class names (one that is then another&apos;s name is one class with it): {names}</source>
        <translation>{where}: 先頭か末尾に空白のあるクラス名は、TensorFlow Datasets がクラス名を読むときと同じく空白を除いてラベルにしました (除いた名前がほかのクラス名と同じになるものは、そのクラスと一つになります): {names}</translation>
    </message>
    <message>
        <source>{where}: {changes}. Each is a class of its own: fix the labels in the table if they are the same class</source>
        <translation>{where}: {changes}。それぞれが別のクラスです。同じクラスなら、表のラベルを直してください</translation>
    </message>
    <message>
        <source>{where}: {changes}. Each is a class of its own: if they are the same class, move their images into one folder</source>
        <translation>{where}: {changes}。それぞれが別のクラスです。同じクラスなら、画像を 1 つのフォルダーにまとめてください</translation>
    </message>
    <message>
        <source>{where}: {changes}. Each is a class of its own: if they are the same class, give them one name in the annotations</source>
        <translation>{where}: {changes}。それぞれが別のクラスです。同じクラスなら、アノテーションで 1 つの名前にそろえてください</translation>
    </message>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; differ only in case</source>
        <translation>「{a}」と「{b}」は大文字・小文字だけが違います</translation>
    </message>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; differ only in spaces</source>
        <translation>「{a}」と「{b}」は空白だけが違います</translation>
    </message>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; differ only in case and spaces</source>
        <translation>「{a}」と「{b}」は大文字・小文字と空白だけが違います</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; ({n} image) looks like a typo of &quot;{other}&quot; ({m} images)</source>
        <translation>「{name}」(画像 {n} 枚) は「{other}」(画像 {m} 枚) の打ち間違いのようです</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; ({n} images) looks like a typo of &quot;{other}&quot; ({m} images)</source>
        <translation>「{name}」(画像 {n} 枚) は「{other}」(画像 {m} 枚) の打ち間違いのようです</translation>
    </message>
    <message>
        <source>{more} more pair of names like these</source>
        <translation>ほかにも似た名前の組が {more} 組あります</translation>
    </message>
    <message>
        <source>{more} more pairs of names like these</source>
        <translation>ほかにも似た名前の組が {more} 組あります</translation>
    </message>
    <message>
        <source>{n} image in a folder inside a class folder is given that class folder&apos;s label ({path} is labelled {label}); to make the folder a class of its own, move it beside the class folders</source>
        <translation>クラスフォルダーの中のフォルダーにある画像 {n} 枚には、そのクラスフォルダーのラベルが付きます ({path} のラベルは {label})。そのフォルダーを別のクラスにするには、クラスフォルダーと同じ階層に移してください</translation>
    </message>
    <message>
        <source>{n} images in folders inside class folders are given the label of the class folder they are in ({path} is labelled {label}); to make such a folder a class of its own, move it beside the class folders</source>
        <translation>クラスフォルダーの中のフォルダーにある画像 {n} 枚には、それぞれを含むクラスフォルダーのラベルが付きます ({path} のラベルは {label})。そうしたフォルダーを別のクラスにするには、クラスフォルダーと同じ階層に移してください</translation>
    </message>
    <message>
        <source>{where}: {n} class folder has no image: {changes}. It stays a class, with no examples (every sub-folder is a class, so the other labels do not move), and a model trained on these files has an output that no image teaches. Put the images in, or remove the folder and scan again</source>
        <translation>{where}: 画像のないクラスフォルダーが {n} 個あります: {changes}。例のないクラスとして残ります (サブフォルダーはどれもクラスなので、ほかのラベルの番号は変わりません)。ただし、このファイルで学習したモデルには、どの画像からも学ばない出力ができます。画像を入れるか、フォルダーを削除してから、もう一度スキャンしてください</translation>
    </message>
    <message>
        <source>{where}: {n} class folders have no image: {changes}. They stay classes, with no examples (every sub-folder is a class, so the other labels do not move), and a model trained on these files has outputs that no image teaches. Put the images in, or remove the folders and scan again</source>
        <translation>{where}: 画像のないクラスフォルダーが {n} 個あります: {changes}。どれも例のないクラスとして残ります (サブフォルダーはどれもクラスなので、ほかのラベルの番号は変わりません)。ただし、このファイルで学習したモデルには、どの画像からも学ばない出力ができます。画像を入れるか、フォルダーを削除してから、もう一度スキャンしてください</translation>
    </message>
    <message>
        <source>{where}: {n} class folder has no image: {changes}. It stays a class, with no examples (every sub-folder is a class, so the other labels do not move), and a model trained on these files has an output that no image teaches. Its files are not images: put the images in and scan again</source>
        <translation>{where}: 画像のないクラスフォルダーが {n} 個あります: {changes}。例のないクラスとして残ります (サブフォルダーはどれもクラスなので、ほかのラベルの番号は変わりません)。ただし、このファイルで学習したモデルには、どの画像からも学ばない出力ができます。中のファイルは画像ではありません。画像を入れてから、もう一度スキャンしてください</translation>
    </message>
    <message>
        <source>{where}: {n} class folders have no image: {changes}. They stay classes, with no examples (every sub-folder is a class, so the other labels do not move), and a model trained on these files has outputs that no image teaches. Their files are not images: put the images in and scan again</source>
        <translation>{where}: 画像のないクラスフォルダーが {n} 個あります: {changes}。どれも例のないクラスとして残ります (サブフォルダーはどれもクラスなので、ほかのラベルの番号は変わりません)。ただし、このファイルで学習したモデルには、どの画像からも学ばない出力ができます。中のファイルは画像ではありません。画像を入れてから、もう一度スキャンしてください</translation>
    </message>
    <message>
        <source>{name} (label {label}) holds no file</source>
        <translation>{name} (ラベル {label}) にはファイルがありません</translation>
    </message>
    <message>
        <source>{name} (label {label}) holds only {files}</source>
        <translation>{name} (ラベル {label}) には {files} しかありません</translation>
    </message>
    <message>
        <source>{name} (label {label}) holds only {files} and {more} other file</source>
        <translation>{name} (ラベル {label}) には {files} とほかのファイル {more} 個しかありません</translation>
    </message>
    <message>
        <source>{name} (label {label}) holds only {files} and {more} other files</source>
        <translation>{name} (ラベル {label}) には {files} とほかのファイル {more} 個しかありません</translation>
    </message>
    <message>
        <source>{more} more such folder</source>
        <translation>ほかにも同じようなフォルダーが {more} 個あります</translation>
    </message>
    <message>
        <source>{more} more such folders</source>
        <translation>ほかにも同じようなフォルダーが {more} 個あります</translation>
    </message>
    <message>
        <source>{name}: not read as a class: this folder is a TFRecord dataset (a conversion&apos;s output) inside the source; it is skipped</source>
        <translation>{name}: クラスとしては読みません: このフォルダーはソースの中にある TFRecord データセット (変換の出力) です。読み飛ばします</translation>
    </message>
    <message>
        <source>The split {split} gets no image: the source gives every image its split (a table&apos;s split column, an export&apos;s split folders), and none is {split}</source>
        <translation>分割 {split} には画像が 1 枚も入りません: ソースがすべての画像の分割を決めていて (表の分割列、エクスポートの分割フォルダー)、{split} のものはありません。</translation>
    </message>
    <message>
        <source>The split {split} gets no image: each class is divided on its own, and {fraction} of a class&apos;s images (at most {n}) rounds to 0. Use more images per class, or a larger fraction for it</source>
        <translation>分割 {split} には画像が 1 枚も入りません: 画像はクラスごとに分けられ、各クラスの画像 (最大 {n} 枚) の {fraction} は端数処理で 0 枚になります。クラスごとの画像を増やすか、この分割の割合を大きくしてください。</translation>
    </message>
    <message>
        <source>The split {split} has {n} image, so it gets {shards} file, not the {asked} of “Files per split”: a file holds at least one image</source>
        <translation>分割 {split} の画像は {n} 枚なので、ファイルは「分割ごとのファイル数」の {asked} 個ではなく {shards} 個になります (1 つのファイルには画像が 1 枚以上入ります)</translation>
    </message>
    <message>
        <source>{folder} holds only the images: the folder above it, {parent}, holds their annotations ({kind}). To convert the images with their annotations, choose that folder as the source</source>
        <translation>{folder} には画像しかありません。アノテーション ({kind}) はその上のフォルダー {parent} にあります。画像をアノテーションと一緒に変換するには、そのフォルダーをソースに選んでください</translation>
    </message>
    <message>
        <source>{yaml} and {txt} name the classes differently; the names in {yaml} are used</source>
        <translation>{yaml} と {txt} でクラス名が異なります。{yaml} のクラス名を使います。</translation>
    </message>
    <message>
        <source>No class names were found (data.yaml, classes.txt or obj.names), so the classes are named by their numbers: {names}. To name them, put a classes.txt with one name a line in the source folder</source>
        <translation>クラス名のファイル (data.yaml、classes.txt、obj.names) が見つからないため、クラスは番号で呼ばれます: {names}。名前を付けるには、1 行に 1 つずつ名前を書いた classes.txt をソースフォルダーに置いてください。</translation>
    </message>
    <message>
        <source>{n} image has no annotations and is kept as a background image (no objects): {names}. If it shows objects, its annotations are missing (a label file forgotten, an image not labelled yet)</source>
        <translation>アノテーションのない画像 {n} 枚はオブジェクトのない背景画像としてデータセットに残します: {names}。オブジェクトが写っている画像があれば、そのアノテーションが欠けています (ラベルファイルの入れ忘れ、まだラベル付けしていない画像など)。</translation>
    </message>
    <message>
        <source>{n} images have no annotations and are kept as background images (no objects): {names}. If one of them shows objects, its annotations are missing (a label file forgotten, an image not labelled yet)</source>
        <translation>アノテーションのない画像 {n} 枚はオブジェクトのない背景画像としてデータセットに残します: {names}。オブジェクトが写っている画像があれば、そのアノテーションが欠けています (ラベルファイルの入れ忘れ、まだラベル付けしていない画像など)。</translation>
    </message>
    <message>
        <source>{n} images have no annotations and are kept as background images (no objects): {names} and {more} more. If one of them shows objects, its annotations are missing (a label file forgotten, an image not labelled yet)</source>
        <translation>アノテーションのない画像 {n} 枚はオブジェクトのない背景画像としてデータセットに残します: {names} ほか {more} 枚。オブジェクトが写っている画像があれば、そのアノテーションが欠けています (ラベルファイルの入れ忘れ、まだラベル付けしていない画像など)。</translation>
    </message>
    <message>
        <source>{n} image has no annotations and is kept as a background image (no objects): {names}. If it shows objects, it was not annotated in the labelling tool yet</source>
        <translation>アノテーションのない画像 {n} 枚はオブジェクトのない背景画像としてデータセットに残します: {names}。オブジェクトが写っていれば、ラベル付けツールでまだアノテーションしていない画像です。</translation>
    </message>
    <message>
        <source>{n} images have no annotations and are kept as background images (no objects): {names}. If one of them shows objects, it was not annotated in the labelling tool yet</source>
        <translation>アノテーションのない画像 {n} 枚はオブジェクトのない背景画像としてデータセットに残します: {names}。オブジェクトが写っている画像があれば、ラベル付けツールでまだアノテーションしていない画像です。</translation>
    </message>
    <message>
        <source>{n} images have no annotations and are kept as background images (no objects): {names} and {more} more. If one of them shows objects, it was not annotated in the labelling tool yet</source>
        <translation>アノテーションのない画像 {n} 枚はオブジェクトのない背景画像としてデータセットに残します: {names} ほか {more} 枚。オブジェクトが写っている画像があれば、ラベル付けツールでまだアノテーションしていない画像です。</translation>
    </message>
    <message>
        <source>{n} image has no labels (an empty labels cell) and is kept as a background image (none of the classes): {names}. If it shows one of the classes, its labels are missing (a cell left empty)</source>
        <translation>{n} 枚の画像はラベルがなく (ラベルのセルが空)、どのクラスも写っていない背景画像として残します: {names}。どれかにいずれかのクラスが写っているなら、そのラベルが抜けています (セルが空のまま)。</translation>
    </message>
    <message>
        <source>{n} images have no labels (an empty labels cell) and are kept as background images (none of the classes): {names}. If one of them shows one of the classes, its labels are missing (a cell left empty)</source>
        <translation>{n} 枚の画像はラベルがなく (ラベルのセルが空)、どのクラスも写っていない背景画像として残します: {names}。どれかにいずれかのクラスが写っているなら、そのラベルが抜けています (セルが空のまま)。</translation>
    </message>
    <message>
        <source>{n} images have no labels (an empty labels cell) and are kept as background images (none of the classes): {names} and {more} more. If one of them shows one of the classes, its labels are missing (a cell left empty)</source>
        <translation>{n} 枚の画像はラベルがなく (ラベルのセルが空)、どのクラスも写っていない背景画像として残します: {names} ほか {more} 枚。どれかにいずれかのクラスが写っているなら、そのラベルが抜けています (セルが空のまま)。</translation>
    </message>
    <message>
        <source>{n} label of {file} looks like several of its labels joined with another separator: {labels} (line {lines}). Labels in one cell are separated with ; or |, so it is a class of its own; if it names several, write them as {example}</source>
        <translation>{file} のラベル {n} 個は、ほかのラベルを別の区切り文字でつないだもののようです: {labels} ({lines} 行目)。1 つのセルのラベルは「;」か「|」で区切るため、これは独立した 1 つのクラスになります。複数のラベルのつもりなら {example} のように書いてください</translation>
    </message>
    <message>
        <source>{n} labels of {file} look like several of its labels joined with another separator: {labels} (lines {lines}). Labels in one cell are separated with ; or |, so each is a class of its own; if they name several, write them as {example}</source>
        <translation>{file} のラベル {n} 個は、ほかのラベルを別の区切り文字でつないだもののようです: {labels} ({lines} 行目)。1 つのセルのラベルは「;」か「|」で区切るため、それぞれが独立した 1 つのクラスになります。複数のラベルのつもりなら {example} のように書いてください</translation>
    </message>
    <message>
        <source>no annotation file lists it: if it belongs in the dataset, add it to the annotations</source>
        <translation>どのアノテーションファイルにも載っていません: データセットに含めるなら、アノテーションに追加してください</translation>
    </message>
    <message>
        <source>No class names were found (classes.txt, labels.txt, class_names.txt or labelmap.txt), so the classes are the values the masks hold, 0 to {last}, named by their numbers: {names}. To name them, put a classes.txt with one name a line, in value order, in the source folder</source>
        <translation>クラス名のファイル (classes.txt、labels.txt、class_names.txt、labelmap.txt) が見つからないため、マスクの画素値 0～{last} をクラスとし、番号で呼びます: {names}。名前を付けるには、値の順に 1 行に 1 つずつ名前を書いた classes.txt をソースフォルダーに置いてください。</translation>
    </message>
    <message>
        <source>{file} names no class (it is empty), so the classes are the values the masks hold, 0 to {last}, named by their numbers: {names}. To name them, put a classes.txt with one name a line, in value order, in the source folder</source>
        <translation>{file} にクラス名が 1 つもない (空の) ため、マスクの画素値 0～{last} をクラスとし、番号で呼びます: {names}。名前を付けるには、値の順に 1 行に 1 つずつ名前を書いた classes.txt をソースフォルダーに置いてください。</translation>
    </message>
    <message>
        <source>No class names were found (classes.txt, labels.txt, class_names.txt or labelmap.txt), so the one class is the value the masks hold, only 0, named by its number. To name it, put a classes.txt with its name in the source folder</source>
        <translation>クラス名のファイル (classes.txt、labels.txt、class_names.txt、labelmap.txt) が見つからないため、マスクの画素値 0 だけを 1 つのクラスとし、番号で呼びます。名前を付けるには、その名前を書いた classes.txt をソースフォルダーに置いてください。</translation>
    </message>
    <message>
        <source>No class names were found (classes.txt, labels.txt, class_names.txt or labelmap.txt), so the classes are the values the masks hold, 0 and 1, named by their numbers. To name them, put a classes.txt with one name a line, in value order, in the source folder</source>
        <translation>クラス名のファイル (classes.txt、labels.txt、class_names.txt、labelmap.txt) が見つからないため、マスクの画素値 0 と 1 をクラスとし、番号で呼びます。名前を付けるには、値の順に 1 行に 1 つずつ名前を書いた classes.txt をソースフォルダーに置いてください。</translation>
    </message>
    <message>
        <source>{file} names no class (it is empty), so the one class is the value the masks hold, only 0, named by its number. To name it, put a classes.txt with its name in the source folder</source>
        <translation>{file} にクラス名が 1 つもない (空の) ため、マスクの画素値 0 だけを 1 つのクラスとし、番号で呼びます。名前を付けるには、その名前を書いた classes.txt をソースフォルダーに置いてください。</translation>
    </message>
    <message>
        <source>{file} names no class (it is empty), so the classes are the values the masks hold, 0 and 1, named by their numbers. To name them, put a classes.txt with one name a line, in value order, in the source folder</source>
        <translation>{file} にクラス名が 1 つもない (空の) ため、マスクの画素値 0 と 1 をクラスとし、番号で呼びます。名前を付けるには、値の順に 1 行に 1 つずつ名前を書いた classes.txt をソースフォルダーに置いてください。</translation>
    </message>
    <message>
        <source>The masks hold only 0 and 255, and 255 is read as &quot;ignore&quot; (pixels left out of training), not as a class: the objects they mark are ignored, and the one class is 0, the background. To train on the objects, save the masks with 1 for them (0 stays the background); a classes.txt does not change how 255 is read</source>
        <translation>マスクには 0 と 255 しかありません。255 はクラスではなく「ignore」(学習に使わない画素) として読まれるため、マスクが示すオブジェクトは無視され、クラスは背景の 0 だけになります。オブジェクトを学習させるには、オブジェクトを 1 にしてマスクを保存し直してください (背景は 0 のまま)。classes.txt を置いても 255 の読み方は変わりません。</translation>
    </message>
    <message>
        <source>Some masks hold 255, which is read as &quot;ignore&quot; (pixels left out of training), not as a class</source>
        <translation>255 を含むマスクがあります。255 はクラスではなく「ignore」(学習に使わない画素) として読まれます。</translation>
    </message>
    <message>
        <source>{file} gives the image size {declared}, but the image is {actual}, another shape: its boxes cannot be placed on it; correct the size (width, height) in {file}, or check that it belongs to this image</source>
        <translation>{file} には画像の大きさが {declared} と書かれていますが、画像は {actual} で縦横比が違います。ボックスを画像上に置けません。{file} の大きさ (width、height) を直すか、この画像のアノテーションであることを確認してください</translation>
    </message>
    <message>
        <source>Each image&apos;s class mask is drawn from its objects&apos; polygons and RLE masks, class 0 being the background; where objects overlap, the smaller one is on top</source>
        <translation>各画像のクラスマスクはオブジェクトのポリゴンと RLE マスクから描きます (クラス 0 は背景)。オブジェクトが重なるところでは、小さい方を上にします</translation>
    </message>
    <message>
        <source>{n} crowd region (iscrowd) is marked 255, “ignore”, not as its class: its pixels are left out of training</source>
        <translation>crowd 領域 (iscrowd) {n} 個は、クラスではなく 255「無視」にします。その画素は学習に使いません</translation>
    </message>
    <message>
        <source>{n} crowd regions (iscrowd) are marked 255, “ignore”, not as their class: their pixels are left out of training</source>
        <translation>crowd 領域 (iscrowd) {n} 個は、クラスではなく 255「無視」にします。その画素は学習に使いません</translation>
    </message>
    <message>
        <source>This source has no objects, so there is no class mask to draw as semantic segmentation. Write it as object detection under “Write as”, or annotate the images first.</source>
        <translation>このソースにはオブジェクトがないため、セマンティックセグメンテーションとして描くクラスマスクがありません。「書き出す形式」で物体検出を選ぶか、先に画像にアノテーションを付けてください。</translation>
    </message>
    <message>
        <source>This source&apos;s {n} object has no shape (a polygon or an RLE mask), only a box, so there is no class mask to draw as semantic segmentation. Write it as object detection under “Write as”, with “Store object masks” to keep its box as its mask, or export the annotations with polygons or masks.</source>
        <translation>このソースのオブジェクト {n} 個には形 (ポリゴンや RLE マスク) がなくボックスしかないため、セマンティックセグメンテーションとして描くクラスマスクがありません。「書き出す形式」で物体検出を選んでください (「オブジェクトのマスクを保存」にチェックを入れると、ボックスをマスクとしても保存します)。または、ポリゴンかマスク付きでアノテーションを書き出し直してください。</translation>
    </message>
    <message>
        <source>None of this source&apos;s {n} objects has a shape (a polygon or an RLE mask), only boxes, so there is no class mask to draw as semantic segmentation. Write it as object detection under “Write as”, with “Store object masks” to keep each box as its object&apos;s mask, or export the annotations with polygons or masks.</source>
        <translation>このソースのオブジェクト {n} 個のどれにも形 (ポリゴンや RLE マスク) がなくボックスしかないため、セマンティックセグメンテーションとして描くクラスマスクがありません。「書き出す形式」で物体検出を選んでください (「オブジェクトのマスクを保存」にチェックを入れると、各ボックスをそのオブジェクトのマスクとしても保存します)。または、ポリゴンかマスク付きでアノテーションを書き出し直してください。</translation>
    </message>
    <message>
        <source>This source has {n} classes, but a class mask holds at most {most} (beside the background 0 and 255, “ignore”). Write it as object detection under “Write as”.</source>
        <translation>このソースにはクラスが {n} 個ありますが、クラスマスクに入るのは最大 {most} 個です (背景の 0 と 255「無視」のほか)。「書き出す形式」で物体検出を選んでください。</translation>
    </message>
    <message>
        <source>JPEG data ends early: libjpeg painted the rest of the picture grey (the file is damaged: copy it again from the original)</source>
        <translation>JPEG のデータが途中で終わっています: 残りの部分は libjpeg により灰色で塗られました (ファイルが壊れています。元のファイルからもう一度コピーしてください)</translation>
    </message>
    <message>
        <source>JPEG has no image data in its first {size}: the file is damaged; copy it again from the original</source>
        <translation>JPEG の先頭 {size} に画像データがありません: ファイルが壊れています。元のファイルからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>cannot read the file: {detail} (check the disk or network drive it is on, then convert again)</source>
        <translation>ファイルを読み込めません: {detail} (ファイルのあるディスクかネットワークドライブを確認してから、もう一度変換してください)</translation>
    </message>
    <message>
        <source>file is {size}, above the limit of {limit} for one image (raise it on the command line with --max-file-size if it is a genuine image)</source>
        <translation>ファイルが {size} で、画像 1 枚の上限 {limit} を超えています (正しい画像なら、コマンドラインの --max-file-size で上限を上げてください)</translation>
    </message>
    <message>
        <source>decoding this image needs about {need}, more than the {limit} this run may use (close other programs and convert it again; on the command line, --memory-limit raises the limit)</source>
        <translation>この画像のデコードには約 {need} 必要で、この変換が使える {limit} を超えています (ほかのプログラムを閉じてもう一度変換してください。コマンドラインでは --memory-limit で上限を上げられます)</translation>
    </message>
    <message>
        <source>JPEG has more than {n} scans (a crafted or broken progressive file; decoding it would take minutes): save it again as JPEG in an image editor</source>
        <translation>JPEG のスキャンが {n} 個を超えています (細工されたか壊れたプログレッシブファイルです。デコードに数分かかります): 画像編集ソフトで JPEG として保存し直してください</translation>
    </message>
    <message>
        <source>{sentence}; copy it again from the original</source>
        <translation>{sentence}。元のファイルからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>animated WebP cannot be stored as the original: TensorFlow crashes decoding it (choose JPEG or PNG under “Format”, which keep its first frame)</source>
        <translation>アニメーション WebP は元のデータのまま保存できません: TensorFlow がデコード中にクラッシュします (「形式」で JPEG か PNG を選んでください。最初のフレームが残ります)</translation>
    </message>
    <message>
        <source>{format} cannot be stored as the original: TensorFlow and DALI cannot decode it (choose JPEG or PNG under “Format”, which convert it)</source>
        <translation>{format} は元のデータのまま保存できません: TensorFlow も DALI もデコードできません (「形式」で JPEG か PNG を選ぶと変換して保存します)</translation>
    </message>
    <message>
        <source>label {label} is too large: integer labels are class numbers 0 to {top} (at most {cap} or the number of rows); check this row, or use class names</source>
        <translation>ラベル {label} が大きすぎます: 整数のラベルは 0～{top} のクラス番号です (最大 {cap} または行数まで)。この行を確認するか、クラス名を使ってください</translation>
    </message>
    <message>
        <source>the class folder name &quot;{name}&quot; is not valid UTF-8 text, so it cannot be written as a label; rename the folder</source>
        <translation>クラスフォルダー名「{name}」は正しい UTF-8 テキストではないため、ラベルとして書き込めません。フォルダー名を変更してください</translation>
    </message>
    <message>
        <source>the class name &quot;{name}&quot; contains a control character ({which}), which would break labels.txt; rename it</source>
        <translation>クラス名「{name}」に制御文字 ({which}) が含まれており、labels.txt が壊れます。名前を変更してください</translation>
    </message>
    <message>
        <source>the class name is empty or only spaces; rename it</source>
        <translation>クラス名が空か、空白だけです。名前を変更してください</translation>
    </message>
    <message>
        <source>{sentence} (CSV line {line})</source>
        <translation>{sentence} (CSV の {line} 行目)</translation>
    </message>
    <message>
        <source>duplicate row: line {n} repeats line {m} (the same label); the first is kept</source>
        <translation>重複した行: {n} 行目は {m} 行目と同じです (ラベルも同じ)。最初の行を使います</translation>
    </message>
    <message>
        <source>{path}: no such file or folder. Check the path.</source>
        <translation>{path}: ファイルもフォルダーもありません。パスを確認してください。</translation>
    </message>
    <message>
        <source>{path}: permission denied. Choose a folder you can read.</source>
        <translation>{path}: アクセス権がありません。読み込めるフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>{path}: no images, only {files}. Choose the folder that holds your images (or one sub-folder per class).</source>
        <translation>{path}: 画像がなく、{files} だけです。画像が入っているフォルダー (またはクラスごとのサブフォルダーがあるフォルダー) を選んでください。</translation>
    </message>
    <message>
        <source>{path}: the folder contains no files. Choose the folder that holds your images (or one sub-folder per class).</source>
        <translation>{path}: フォルダーにファイルがありません。画像が入っているフォルダー (またはクラスごとのサブフォルダーがあるフォルダー) を選んでください。</translation>
    </message>
    <message>
        <source>{path}: cannot read the file ({detail}).</source>
        <translation>{path}: ファイルを読み込めません ({detail})。</translation>
    </message>
    <message>
        <source>{path}: this is {kind}, not a CSV file. Choose a folder or a CSV/TSV file.</source>
        <translation>{path}: これは {kind} で、CSV ファイルではありません。フォルダーか CSV/TSV ファイルを選んでください。</translation>
    </message>
    <message>
        <source>{path}: this is a spreadsheet workbook, not a CSV file. Save it as CSV (in Excel: File → Save As → “CSV UTF-8”), then choose the CSV file.</source>
        <translation>{path}: これは表計算のブックで、CSV ファイルではありません。CSV として保存し (Excel では「ファイル」→「名前を付けて保存」→「CSV UTF-8」)、その CSV ファイルを選んでください。</translation>
    </message>
    <message>
        <source>{path}: this is one image, not a folder or a table. Choose the folder that holds your images.</source>
        <translation>{path}: これは 1 枚の画像で、フォルダーや表ではありません。画像が入っているフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>{path}: the file is not UTF-8 text. Save it as &apos;CSV UTF-8&apos; and try again.</source>
        <translation>{path}: ファイルが UTF-8 テキストではありません。「CSV UTF-8」形式で保存し直して、もう一度試してください。</translation>
    </message>
    <message>
        <source>conflicting rows: line {n} gives this image the label {label}, line {m} the label {first}; line {m} is kept (correct the table if it is the wrong one)</source>
        <translation>食い違う行: {n} 行目はこの画像のラベルを {label}、{m} 行目は {first} としています。{m} 行目を使います (違っていれば表を直してください)</translation>
    </message>
    <message>
        <source>{path}: this is a {kind} archive. Unpack it first (on Windows 11: right-click it → Extract All; on older Windows: with 7-Zip, from 7-zip.org; on a Mac: double-click it, or for 7-Zip and RAR use The Unarchiver), then choose the folder it unpacks to.</source>
        <translation>{path}: これは {kind} アーカイブです。先に展開し (Windows 11 では右クリック →「すべて展開」、それより前の Windows では 7-Zip (7-zip.org) で、Mac ではダブルクリック、7-Zip や RAR なら The Unarchiver で)、展開されたフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>{path}: the file has no rows. Expected columns path,label[,split].</source>
        <translation>{path}: ファイルに行がありません。必要な列: path,label[,split]。</translation>
    </message>
    <message>
        <source>{path}: the header has no &apos;label&apos; column. Expected columns path,label[,split].</source>
        <translation>{path}: 見出し行に &apos;label&apos; 列がありません。必要な列: path,label[,split]。</translation>
    </message>
    <message>
        <source>{path}, line {line}: only one column. Expected columns path,label[,split] (the label column is missing).</source>
        <translation>{path} の {line} 行目: 列が 1 つしかありません。必要な列: path,label[,split] (label 列がありません)。</translation>
    </message>
    <message>
        <source>{path}, line {line}: the path is empty.</source>
        <translation>{path} の {line} 行目: パスが空です。</translation>
    </message>
    <message>
        <source>{path}, line {line}: the label is missing for {file}. Every row needs path,label.</source>
        <translation>{path} の {line} 行目: {file} のラベルがありません。どの行にも path,label が必要です。</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split}. Use one of {splits}.</source>
        <translation>{path} の {line} 行目: 不明な分割 {split} です。{splits} のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split}. Use one of {splits}, or add it under “Split” (e.g. train=0.9,{name}=0.1: rows that name a split keep it).</source>
        <translation>{path} の {line} 行目: 不明な分割 {split} です。{splits} のどれかを使うか、「分割」に加えてください (例: train=0.9,{name}=0.1。分割を書いた行はその分割のままです)。</translation>
    </message>
    <message>
        <source>the path is empty</source>
        <translation>パスが空です</translation>
    </message>
    <message>
        <source>the label is missing; every row needs path,label</source>
        <translation>ラベルがありません。どの行にも path,label が必要です</translation>
    </message>
    <message>
        <source>{path}: integer labels must be 0 or more.</source>
        <translation>{path}: 整数のラベルは 0 以上にしてください。</translation>
    </message>
    <message>
        <source>listed twice in the annotations; the first entry is kept</source>
        <translation>アノテーションに 2 回記載されています。最初の記載を使います</translation>
    </message>
    <message>
        <source>listed twice in the annotations; the first entry is kept, and this entry&apos;s {n} object is not used</source>
        <translation>アノテーションに 2 回記載されています。最初の記載を使い、この記載のオブジェクト {n} 個は使いません</translation>
    </message>
    <message>
        <source>listed twice in the annotations; the first entry is kept, and this entry&apos;s {n} objects are not used</source>
        <translation>アノテーションに 2 回記載されています。最初の記載を使い、この記載のオブジェクト {n} 個は使いません</translation>
    </message>
    <message>
        <source>no annotations for this image (“Leave out images without annotations” is ticked)</source>
        <translation>この画像にはアノテーションがありません (「アノテーションのない画像を除外」がオンです)</translation>
    </message>
    <message>
        <source>malformed JSON at line {line}, column {column}: {detail}</source>
        <translation>JSON の形式が正しくありません ({line} 行目、{column} 列目): {detail}</translation>
    </message>
    <message>
        <source>cannot read the JSON: {detail}</source>
        <translation>JSON を読み込めません: {detail}</translation>
    </message>
    <message>
        <source>{path}: {sentence}. Fix the file (a text editor shows the line) and scan again.</source>
        <translation>{path}: {sentence}。テキストエディターでその行を開いてファイルを直し、ソースを読み込み直してください。</translation>
    </message>
    <message>
        <source>not a COCO file: no &apos;images&apos; list</source>
        <translation>COCO ファイルではありません: &apos;images&apos; リストがありません</translation>
    </message>
    <message>
        <source>{file}: an &apos;images&apos; entry without id or file_name: {entry}</source>
        <translation>{file}: id か file_name がない &apos;images&apos; の項目があります: {entry}</translation>
    </message>
    <message>
        <source>duplicate image id {id} in {file}: its annotations cannot be told apart; fix the JSON</source>
        <translation>{file} で画像 id {id} が重複しています: アノテーションを区別できません。JSON を修正してください</translation>
    </message>
    <message>
        <source>mask without an image: {folder}/ has no image named {name}</source>
        <translation>画像のないマスクです: {folder}/ に {name} という画像がありません</translation>
    </message>
    <message>
        <source>cannot read the mask {file}: {sentence}</source>
        <translation>マスク {file} を読み込めません: {sentence}</translation>
    </message>
    <message>
        <source>cannot read the mask {file}: {detail}</source>
        <translation>マスク {file} を読み込めません: {detail}</translation>
    </message>
    <message>
        <source>mask is {mask_w}x{mask_h}, its image is {w}x{h}: they must be the same size</source>
        <translation>マスクは {mask_w}x{mask_h}、その画像は {w}x{h} です: 同じサイズにしてください</translation>
    </message>
    <message>
        <source>the mask {mask} is {mask_w}x{mask_h}, but its image is {w}x{h}: they must be the same size; fix the mask</source>
        <translation>マスク {mask} のサイズ ({mask_w}x{mask_h}) が画像のサイズ ({w}x{h}) と違います。同じサイズでなければならないので、マスクを直してください</translation>
    </message>
    <message>
        <source>mask has class values outside 0..255; store classes 0..255 in a grey or palette PNG</source>
        <translation>マスクに 0..255 の範囲外のクラス値があります。クラスは 0..255 の値でグレースケールまたはパレットの PNG に保存してください</translation>
    </message>
    <message>
        <source>mask is a {mode} colour image; class masks must be grey or palette PNGs whose values are class indices, or colour masks beside a labelmap.txt that gives each class its colour (as CVAT exports)</source>
        <translation>マスクが {mode} のカラー画像です。クラスマスクは、値がクラス番号のグレースケールまたはパレットの PNG にするか、各クラスの色を記した labelmap.txt (CVAT が書き出すもの) をカラーマスクの横に置いてください</translation>
    </message>
    <message>
        <source>the mask {mask} is a colour image ({mode}); class masks must be grey or palette PNGs whose values are class indices, or colour masks beside a labelmap.txt that gives each class its colour (as CVAT exports)</source>
        <translation>マスク {mask} は {mode} のカラー画像です。クラスマスクは、値がクラス番号のグレースケールまたはパレットの PNG にするか、各クラスの色を記した labelmap.txt (CVAT が書き出すもの) をカラーマスクの横に置いてください</translation>
    </message>
    <message>
        <source>mask has the colour {colour}, which labelmap.txt gives to no class</source>
        <translation>マスクに色 {colour} がありますが、labelmap.txt にその色のクラスはありません</translation>
    </message>
    <message>
        <source>mask has class value {value}, but the class names list has {classes} class (0..{last}; 255 = ignore)</source>
        <translation>マスクにクラス値 {value} がありますが、クラス名の一覧は {classes} クラス (0..{last}、255 = 無視) です</translation>
    </message>
    <message>
        <source>mask has class value {value}, but the class names list has {classes} classes (0..{last}; 255 = ignore)</source>
        <translation>マスクにクラス値 {value} がありますが、クラス名の一覧は {classes} クラス (0..{last}、255 = 無視) です</translation>
    </message>
    <message>
        <source>an object&apos;s RLE mask is {mask_w}x{mask_h}, the image is {w}x{h}</source>
        <translation>オブジェクトの RLE マスクは {mask_w}x{mask_h}、画像は {w}x{h} です</translation>
    </message>
    <message>
        <source>{file} line {line}: the path is empty</source>
        <translation>{file} の {line} 行目: パスが空です</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown split {split}</source>
        <translation>{file} の {line} 行目: 不明な分割 {split} です</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown split {split} in the column {column}</source>
        <translation>{file} の {line} 行目: 分割として読んだ列 {column} に不明な分割 {split} があります</translation>
    </message>
    <message>
        <source>malformed XML in {file} at line {line}, column {column}: {detail}</source>
        <translation>{file} の XML の形式が正しくありません ({line} 行目、{column} 列目): {detail}</translation>
    </message>
    <message>
        <source>cannot read {file}: {detail}</source>
        <translation>{file} を読み込めません: {detail}</translation>
    </message>
    <message>
        <source>{file} is cut short: it ends inside its XML (line {line}); copy it again from the labelling tool&apos;s export</source>
        <translation>{file} は途中で切れています: XML の途中 ({line} 行目) で終わっています。ラベル付けツールの書き出しからもう一度コピーしてください</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no annotations (label the image again, or delete {file} to keep the image without any)</source>
        <translation>{file} は空です: アノテーションが入っていません (画像にもう一度ラベルを付けるか、{file} を削除すればアノテーションのない画像として残せます)</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no annotations; export it again from the labelling tool</source>
        <translation>{file} は空です: アノテーションが入っていません。ラベル付けツールからもう一度書き出してください</translation>
    </message>
    <message>
        <source>{path} is empty: it holds no annotations. Export them again from the labelling tool.</source>
        <translation>{path} は空です: アノテーションが入っていません。ラベル付けツールからもう一度書き出してください。</translation>
    </message>
    <message>
        <source>malformed YAML at line {line}: {detail}; class names are taken from classes.txt or numbered</source>
        <translation>YAML の形式が正しくありません ({line} 行目): {detail}。クラス名は classes.txt から取るか、番号にします</translation>
    </message>
    <message>
        <source>the names in it are not numbered 0, 1, 2, … (as YOLO&apos;s class indices are); class names are taken from classes.txt or numbered</source>
        <translation>名前に 0, 1, 2, … と番号が付いていません (YOLO のクラス番号はそうなっています)。クラス名は classes.txt から取るか、番号にします</translation>
    </message>
    <message>
        <source>annotations for an image that does not exist: {folder}/ has no image named {name}</source>
        <translation>存在しない画像のアノテーションです: {folder}/ に {name} という画像がありません</translation>
    </message>
    <message>
        <source>annotations for an image that does not exist: {folder}/ has no image named {name}, but {image} differs from it only in capital letters: rename one of them so that the names match (the image is kept without annotations)</source>
        <translation>存在しない画像のアノテーションです: {folder}/ に {name} という画像はありませんが、{image} とは大文字と小文字だけが違います。名前が一致するようにどちらかの名前を変えてください (画像はアノテーションなしで残します)</translation>
    </message>
    <message>
        <source>annotations for an image that does not exist ({folder} has no image named {name}), in a file that cannot be read either: {sentence}</source>
        <translation>存在しない画像のアノテーションで、ファイルも読めません ({folder} に {name} という画像がありません): {sentence}</translation>
    </message>
    <message>
        <source>{file} line {line}: {count} field, expected 5 (class cx cy w h) or a polygon (class x1 y1 x2 y2 x3 y3 ...)</source>
        <translation>{file} の {line} 行目: 項目が {count} 個あります。5 個 (class cx cy w h) かポリゴン (class x1 y1 x2 y2 x3 y3 ...) にしてください</translation>
    </message>
    <message>
        <source>{file} line {line}: {count} fields, expected 5 (class cx cy w h) or a polygon (class x1 y1 x2 y2 x3 y3 ...)</source>
        <translation>{file} の {line} 行目: 項目が {count} 個あります。5 個 (class cx cy w h) かポリゴン (class x1 y1 x2 y2 x3 y3 ...) にしてください</translation>
    </message>
    <message>
        <source>{file} line {line}: {text} is not numbers (class cx cy w h)</source>
        <translation>{file} の {line} 行目: {text} が数値ではありません (class cx cy w h)</translation>
    </message>
    <message>
        <source>{file}: category id {id} has two names, &apos;{first}&apos; and &apos;{name}&apos;: the first is used for its boxes. If they are different classes, give each its own id</source>
        <translation>{file}: カテゴリー id {id} に名前が 2 つあります (&apos;{first}&apos; と &apos;{name}&apos;)。そのボックスには最初の名前を使います。別のクラスなら、それぞれに別の id を付けてください</translation>
    </message>
    <message>
        <source>has no image_id, so it belongs to no image: left out</source>
        <translation>image_id がないため、どの画像にも属さず除外しました</translation>
    </message>
    <message>
        <source>the object has only a box, no polygon or mask: its box is marked 255 (“ignore”) in the class mask</source>
        <translation>オブジェクトにはボックスしかなく、ポリゴンもマスクもありません: クラスマスクではそのボックスを 255 (「無視」) にします</translation>
    </message>
    <message>
        <source>the Dask cluster went away or cannot run the tasks</source>
        <translation>Dask クラスターが使えなくなったか、タスクを実行できません</translation>
    </message>
    <message>
        <source>Resume: the run in {out} was started by TFRecord Studio {started}, which took other files into records than this version ({ours}): {sentence} Its finished shards include one of them: {file}. One dataset must not take its records by two rules. Finish it with TFRecord Studio {started}, or tick “Replace existing output” to convert everything again.</source>
        <translation>再開: {out} の変換は TFRecord Studio {started} で開始されました。このバージョン ({ours}) とは、どのファイルをレコードにするかの基準が異なります。{sentence}完成したシャードにもそうしたファイルがあります: {file}。1 つのデータセットのレコードを 2 つの基準で選ぶことはできません。TFRecord Studio {started} で完了させるか、「既存の出力を置き換える」をオンにしてすべてを変換し直してください。</translation>
    </message>
    <message>
        <source>it stored PNG images whose data is damaged (with wrong or black pixels), which this version refuses.</source>
        <translation>そのバージョンは、データが壊れた PNG 画像を (誤った画素や黒い画素のまま) 保存していましたが、このバージョンでは変換しません。</translation>
    </message>
    <message>
        <source>with “Original bytes” it stored damaged or cut-short GIF, TIFF, WebP and BMP files as they were, which this version refuses.</source>
        <translation>そのバージョンは「元のデータ」で、壊れたり途中で切れたりした GIF・TIFF・WebP・BMP ファイルをそのまま保存していましたが、このバージョンでは変換しません。</translation>
    </message>
    <message>
        <source>it stored camera RAW files as their small preview, which this version refuses.</source>
        <translation>そのバージョンは、カメラの RAW ファイルを小さなプレビュー画像として保存していましたが、このバージョンでは変換しません。</translation>
    </message>
    <message>
        <source>it refused GIF, TIFF and WebP images whose later frames or pages are damaged, which this version converts (their first picture).</source>
        <translation>そのバージョンは、2 枚目以降のフレームやページが壊れた GIF・TIFF・WebP 画像を変換しませんでしたが、このバージョンでは最初の画像を変換します。</translation>
    </message>
    <message>
        <source>it converted images whose class mask is smoothed (anti-aliased) or damaged, which this version refuses.</source>
        <translation>そのバージョンは、クラスマスクがぼかされた (アンチエイリアス) か壊れている画像も変換していましたが、このバージョンでは変換しません。</translation>
    </message>
    <message>
        <source>it refused images whose grey class mask was saved in colour (its three channels equal, or grey with an opaque alpha), which this version converts, reading the mask as grey.</source>
        <translation>そのバージョンは、グレーのクラスマスクがカラーで保存された画像 (3 つのチャンネルが等しいもの、または不透明なアルファ付きのグレー) を変換しませんでしたが、このバージョンではマスクをグレーとして読んで変換します。</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has only class 0); the image is skipped with its {n} other box. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} の {line} 行目: 不明なクラス {cls} です (クラス名の一覧にはクラス 0 しかありません)。この画像は、ほかのボックス {n} 個とともにスキップします。その行のクラス番号を直すか、{names} にクラス {cls} の名前を追加してください</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has only class 0); the image is skipped with its {n} other boxes. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} の {line} 行目: 不明なクラス {cls} です (クラス名の一覧にはクラス 0 しかありません)。この画像は、ほかのボックス {n} 個とともにスキップします。その行のクラス番号を直すか、{names} にクラス {cls} の名前を追加してください</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has only class 0); the image is skipped. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} の {line} 行目: 不明なクラス {cls} です (クラス名の一覧にはクラス 0 しかありません)。この画像はスキップします。その行のクラス番号を直すか、{names} にクラス {cls} の名前を追加してください</translation>
    </message>
    <message>
        <source>Writing the output files takes most of the time: the writer is busy {writer} of the time while workers are busy only {workers} (disk or compression is the limit; more workers will not help).</source>
        <translation>出力ファイルの書き込みに最も時間がかかっています: 書き込み処理は {writer} の時間稼働していますが、ワーカーの稼働は {workers} だけです (ディスクか圧縮が上限です。ワーカーを増やしても速くなりません)。</translation>
    </message>
    <message>
        <source>Waiting for the source files takes most of the time: workers spend {share} of their time waiting for the disk (slow or network storage; copy the images to a local disk).</source>
        <translation>ソースファイルの待ち時間が最も長くなっています: ワーカーは時間の {share} をディスク待ちに使っています (低速またはネットワーク上のストレージです。画像をローカルディスクにコピーしてください)。</translation>
    </message>
    <message>
        <source>Converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer} (more workers, up to the number of cores, help).</source>
        <translation>画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです (コア数までワーカーを増やすと速くなります)。</translation>
    </message>
    <message>
        <source>Converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer} (more workers, up to {cores} — the number of cores — would help).</source>
        <translation>画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです (ワーカーをコア数と同じ {cores} 個まで増やすと速くなります)。</translation>
    </message>
    <message>
        <source>Converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer}; every core already has a worker, so more workers would not help. What would: a smaller output size, the “Original bytes” format (no re-encoding), a faster disk, or closing other programs.</source>
        <translation>画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです。すべてのコアにすでにワーカーがあるので、ワーカーを増やしても速くなりません。効果があるのは、出力サイズを小さくする、「元のデータ」形式 (再エンコードなし) にする、速いディスクを使う、ほかのプログラムを閉じる、のいずれかです。</translation>
    </message>
    <message>
        <source>Resume: the run in {out} did not finish, and its journal ({journal}), which says which shards are complete, is missing, so none of its shards can be kept. Tick “Replace existing output” to convert everything again.</source>
        <translation>再開: {out} の変換は完了していません。どのシャードが完成しているかを記録した変換の記録 (ジャーナル、{journal}) が見つからないため、どのシャードも残せません。「既存の出力を置き換える」をオンにしてすべてを変換し直してください。</translation>
    </message>
    <message>
        <source>Resume: the run in {out} was started by TFRecord Studio {started}, which writes its records as other bytes than this version ({ours}), and one dataset must not mix them. Finish it with TFRecord Studio {started}, or tick “Replace existing output” to convert everything again.</source>
        <translation>再開: {out} の変換は TFRecord Studio {started} で開始されました。このバージョン ({ours}) とはレコードを別のバイト列で書き出すため、1 つのデータセットに混在させることはできません。TFRecord Studio {started} で完了させるか、「既存の出力を置き換える」をオンにしてすべてを変換し直してください。</translation>
    </message>
    <message>
        <source>Nothing is saturated: workers busy {workers}, writer {writer} (the run may be starting or finishing).</source>
        <translation>どこも飽和していません: ワーカー稼働 {workers}、書き込み {writer} (開始直後か終了間際かもしれません)。</translation>
    </message>
    <message>
        <source>image not found: the annotations name it but the file does not exist. Copy the image to the path shown, or take it out of the annotations</source>
        <translation>画像が見つかりません: アノテーションに記載されていますが、ファイルがありません。表示されているパスに画像をコピーするか、アノテーションからこの画像を外してください</translation>
    </message>
    <message>
        <source>image not found: {file} line {line} names {name}. Copy the image into the folder shown, or take its rows out of the table</source>
        <translation>画像が見つかりません: {file} の {line} 行目に {name} とあります。示されたフォルダーに画像をコピーするか、表からこの画像の行を外してください</translation>
    </message>
    <message>
        <source>{file} line {line}: width, height and box must be numbers; the image is skipped with its {n} other box. Correct the numbers on that line</source>
        <translation>{file} の {line} 行目: 幅、高さ、ボックスは数値にしてください。この画像は、ほかのボックス {n} 個とともにスキップします。その行の数値を直してください</translation>
    </message>
    <message>
        <source>{file} line {line}: width, height and box must be numbers; the image is skipped with its {n} other boxes. Correct the numbers on that line</source>
        <translation>{file} の {line} 行目: 幅、高さ、ボックスは数値にしてください。この画像は、ほかのボックス {n} 個とともにスキップします。その行の数値を直してください</translation>
    </message>
    <message>
        <source>{file} line {line}: width, height and box must be numbers; the image is skipped. Correct the numbers on that line</source>
        <translation>{file} の {line} 行目: 幅、高さ、ボックスは数値にしてください。この画像はスキップします。その行の数値を直してください</translation>
    </message>
    <message>
        <source>{file} line {line}: the class is empty; the image is skipped with its {n} other box. Write the box&apos;s class on that line</source>
        <translation>{file} の {line} 行目: クラスが空です。この画像は、ほかのボックス {n} 個とともにスキップします。その行にボックスのクラスを書いてください</translation>
    </message>
    <message>
        <source>{file} line {line}: the class is empty; the image is skipped with its {n} other boxes. Write the box&apos;s class on that line</source>
        <translation>{file} の {line} 行目: クラスが空です。この画像は、ほかのボックス {n} 個とともにスキップします。その行にボックスのクラスを書いてください</translation>
    </message>
    <message>
        <source>{file} line {line}: the class is empty; the image is skipped. Write the box&apos;s class on that line</source>
        <translation>{file} の {line} 行目: クラスが空です。この画像はスキップします。その行にボックスのクラスを書いてください</translation>
    </message>
    <message>
        <source>image not found: {file} lists {name} but no such file is beside it, in its images folder or in the folders below it. Copy the image into the folder shown, or take its entry out of the JSON</source>
        <translation>画像が見つかりません: {file} に {name} とありますが、同じ場所にも images フォルダーにもその下のフォルダーにもそのファイルはありません。示されたフォルダーに画像をコピーするか、JSON からこの項目を外してください</translation>
    </message>
    <message>
        <source>{file} annotation {id}: unknown category id {category} (not in &apos;categories&apos;); the image is skipped with its {n} other object. Add category {category} to the &apos;categories&apos; list in {file}, or correct the annotation&apos;s category_id</source>
        <translation>{file} のアノテーション {id}: 不明なカテゴリー id {category} です (&apos;categories&apos; にありません)。この画像は、ほかのオブジェクト {n} 個とともにスキップします。{file} の &apos;categories&apos; にカテゴリー {category} を追加するか、このアノテーションの category_id を直してください</translation>
    </message>
    <message>
        <source>{file} annotation {id}: unknown category id {category} (not in &apos;categories&apos;); the image is skipped with its {n} other objects. Add category {category} to the &apos;categories&apos; list in {file}, or correct the annotation&apos;s category_id</source>
        <translation>{file} のアノテーション {id}: 不明なカテゴリー id {category} です (&apos;categories&apos; にありません)。この画像は、ほかのオブジェクト {n} 個とともにスキップします。{file} の &apos;categories&apos; にカテゴリー {category} を追加するか、このアノテーションの category_id を直してください</translation>
    </message>
    <message>
        <source>{file} annotation {id}: unknown category id {category} (not in &apos;categories&apos;); the image is skipped. Add category {category} to the &apos;categories&apos; list in {file}, or correct the annotation&apos;s category_id</source>
        <translation>{file} のアノテーション {id}: 不明なカテゴリー id {category} です (&apos;categories&apos; にありません)。この画像はスキップします。{file} の &apos;categories&apos; にカテゴリー {category} を追加するか、このアノテーションの category_id を直してください</translation>
    </message>
    <message>
        <source>cannot read {file}: {detail}; its image is converted without annotations, unless images without annotations are left out</source>
        <translation>{file} を読み込めません: {detail}。その画像はアノテーションなしで変換します (アノテーションのない画像を除外する場合は除外します)</translation>
    </message>
    <message>
        <source>image not found: {file} names {name} but {folder} has no such file. Copy the image there, or take it out of the annotations</source>
        <translation>画像が見つかりません: {file} に {name} とありますが、{folder} にそのファイルはありません。そのフォルダーに画像をコピーするか、アノテーションからこの画像を外してください</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has {known}); the image is skipped with its {n} other box. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} の {line} 行目: 不明なクラス {cls} です (クラス名の一覧にあるのはクラス {known} です)。この画像は、ほかのボックス {n} 個とともにスキップします。その行のクラス番号を直すか、{names} にクラス {cls} の名前を追加してください</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has {known}); the image is skipped with its {n} other boxes. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} の {line} 行目: 不明なクラス {cls} です (クラス名の一覧にあるのはクラス {known} です)。この画像は、ほかのボックス {n} 個とともにスキップします。その行のクラス番号を直すか、{names} にクラス {cls} の名前を追加してください</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has {known}); the image is skipped. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} の {line} 行目: 不明なクラス {cls} です (クラス名の一覧にあるのはクラス {known} です)。この画像はスキップします。その行のクラス番号を直すか、{names} にクラス {cls} の名前を追加してください</translation>
    </message>
    <message>
        <source>{file} line {line}: class {cls} is negative (YOLO&apos;s classes are numbered from 0); the image is skipped with its {n} other box. Correct the class number on that line</source>
        <translation>{file} の {line} 行目: クラス {cls} は負の数です (YOLO のクラス番号は 0 から始まります)。この画像は、ほかのボックス {n} 個とともにスキップします。その行のクラス番号を直してください</translation>
    </message>
    <message>
        <source>{file} line {line}: class {cls} is negative (YOLO&apos;s classes are numbered from 0); the image is skipped with its {n} other boxes. Correct the class number on that line</source>
        <translation>{file} の {line} 行目: クラス {cls} は負の数です (YOLO のクラス番号は 0 から始まります)。この画像は、ほかのボックス {n} 個とともにスキップします。その行のクラス番号を直してください</translation>
    </message>
    <message>
        <source>{file} line {line}: class {cls} is negative (YOLO&apos;s classes are numbered from 0); the image is skipped. Correct the class number on that line</source>
        <translation>{file} の {line} 行目: クラス {cls} は負の数です (YOLO のクラス番号は 0 から始まります)。この画像はスキップします。その行のクラス番号を直してください</translation>
    </message>
    <message>
        <source>Reading and checking the files takes most of the time: busy {workers} of the time, the writer {writer} (nothing is decoded: each file is stored as it is).</source>
        <translation>ファイルの読み込みと確認に最も時間がかかっています: 稼働は {workers}、書き込み処理は {writer} です (何もデコードせず、各ファイルをそのまま保存します)。</translation>
    </message>
    <message>
        <source>Resume: the options or the input files differ from the interrupted run in {out}. Resume with the same options, or tick “Replace existing output” to start again.</source>
        <translation>再開: オプションまたは入力ファイルが {out} の中断された変換と異なります。同じオプションで再開するか、「既存の出力を置き換える」をオンにして最初からやり直してください。</translation>
    </message>
    <message>
        <source>Resume: {out} holds a dataset from a run with other options or inputs. Tick “Replace existing output” to start again.</source>
        <translation>再開: {out} には別のオプションまたは入力で作られたデータセットがあります。「既存の出力を置き換える」をオンにして最初からやり直してください。</translation>
    </message>
    <message>
        <source>Resume: the source changed since the interrupted run in {out}: {changes}. Put the source back as it was, or tick “Replace existing output” to convert everything again.</source>
        <translation>再開: {out} の中断された実行の後にソースが変わりました: {changes}。ソースを元に戻すか、「既存の出力を置き換える」をオンにしてすべてをもう一度変換してください。</translation>
    </message>
    <message>
        <source>TensorFlow cannot decode TIFF, and this dataset holds {n} TIFF file: convert it as PNG (under “Format”) to read it with TensorFlow.</source>
        <translation>TensorFlow は TIFF をデコードできません。このデータセットには TIFF ファイルが {n} 個あります。TensorFlow で読むには「形式」で PNG を選んで変換してください。</translation>
    </message>
    <message>
        <source>TensorFlow cannot decode TIFF, and this dataset holds {n} TIFF files: convert them as PNG (under “Format”) to read them with TensorFlow.</source>
        <translation>TensorFlow は TIFF をデコードできません。このデータセットには TIFF ファイルが {n} 個あります。TensorFlow で読むには「形式」で PNG を選んで変換してください。</translation>
    </message>
    <message>
        <source>TFDS&apos;s metadata is written with a complete dataset only, and this one has none: finish it with Resume, or convert it again (tick “Replace existing output”), to read it with TFDS.</source>
        <translation>TFDS のメタデータは完成したデータセットにだけ書き出されます。このデータセットにはありません。TFDS で読み込むには、「再開」で完成させるか、「既存の出力を置き換える」をオンにしてもう一度変換してください。</translation>
    </message>
    <message>
        <source>The tfrecord package reads uncompressed and gzip shards, not zlib: convert with GZIP or no compression (under “Shards”).</source>
        <translation>tfrecord パッケージが読めるのは非圧縮と gzip のシャードで、zlib は読めません: 「シャード」で GZIP か圧縮なしを選んで変換してください。</translation>
    </message>
    <message>
        <source>DALI reads uncompressed shards only (with their .idx files): convert with no compression (under “Shards”).</source>
        <translation>DALI が読めるのは非圧縮のシャード (と .idx ファイル) だけです: 「シャード」で圧縮なしを選んで変換してください。</translation>
    </message>
    <message>
        <source>DALI cannot reshape raw images of different sizes: convert them to one size (under “Size”).</source>
        <translation>DALI は大きさの異なる raw 画像を整形できません: 「サイズ」で大きさを 1 つ選んで変換してください。</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}. Check the address and that the scheduler is running. The system&apos;s message: {detail}</source>
        <translation>{address} で応答する Dask スケジューラーがありません。アドレスと、スケジューラーが動いていることを確認してください。システムからのメッセージ: {detail}</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}: the computer there refused the connection, so nothing listens on that port. Check the port number and that the scheduler is running.</source>
        <translation>{address} で応答する Dask スケジューラーがありません: 相手のコンピューターが接続を拒否したので、そのポートでは何も待ち受けていません。ポート番号と、スケジューラーが動いていることを確認してください。</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}: no computer is called {host}. Check the computer&apos;s name in the address.</source>
        <translation>{address} で応答する Dask スケジューラーがありません: 「{host}」という名前のコンピューターが見つかりません。アドレスのコンピューター名を確認してください。</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}: this computer has no network route to it. Check the address, and that this computer is on the cluster&apos;s network (a VPN, for example).</source>
        <translation>{address} で応答する Dask スケジューラーがありません: このコンピューターからそこへのネットワーク経路がありません。アドレスと、このコンピューターがクラスターのネットワーク (VPN など) につながっていることを確認してください。</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}: the computer did not answer within {seconds} s. It may be switched off, or a firewall may block the port. Check the address and that the scheduler is running.</source>
        <translation>{address} で応答する Dask スケジューラーがありません: 相手のコンピューターが {seconds} 秒以内に応答しませんでした。電源が切れているか、ファイアウォールがそのポートを遮断している可能性があります。アドレスと、スケジューラーが動いていることを確認してください。</translation>
    </message>
    <message>
        <source>A web server answers at {address}, not a Dask scheduler. The port of the Dask dashboard (often 8787) is not the scheduler&apos;s (often 8786): check the port number.</source>
        <translation>{address} で応答したのは Web サーバーで、Dask スケジューラーではありません。Dask ダッシュボードのポート (多くは 8787) はスケジューラーのポート (多くは 8786) とは別です: ポート番号を確認してください。</translation>
    </message>
    <message>
        <source>Something answers at {address}, but not as a Dask scheduler: another program may use that port, or the scheduler expects a secure connection (its address then starts with tls:// instead of tcp://).</source>
        <translation>{address} で何かが応答しましたが、Dask スケジューラーとしてではありません: 別のプログラムがそのポートを使っているか、スケジューラーが暗号化された接続を求めています (その場合、アドレスは tcp:// ではなく tls:// で始まります)。</translation>
    </message>
    <message>
        <source>The computer at {address} does not use a secure connection (TLS): if it is a Dask scheduler, write its address with tcp:// instead of tls://.</source>
        <translation>{address} のコンピューターは暗号化された接続 (TLS) を使っていません: Dask スケジューラーなら、アドレスの tls:// を tcp:// に替えて書いてください。</translation>
    </message>
    <message>
        <source>A tls:// address needs this computer&apos;s certificate for the cluster in Dask&apos;s configuration, and none is set. Ask whoever runs the cluster for it, or use a tcp:// address.</source>
        <translation>tls:// のアドレスには、Dask の設定にこのコンピューター用のクラスターの証明書が必要ですが、設定されていません。クラスターの管理者に証明書をもらうか、tcp:// のアドレスを使ってください。</translation>
    </message>
    <message>
        <source>The Dask scheduler at {address} showed a certificate this computer does not trust (Dask&apos;s configuration names another certificate authority). Ask whoever runs the cluster for its certificates.</source>
        <translation>{address} の Dask スケジューラーが示した証明書を、このコンピューターは信頼していません (Dask の設定には別の認証局が書かれています)。クラスターの管理者に証明書をもらってください。</translation>
    </message>
    <message>
        <source>The Dask scheduler at {address} refused this computer&apos;s certificate. Ask whoever runs the cluster for a certificate it accepts.</source>
        <translation>{address} の Dask スケジューラーが、このコンピューターの証明書を拒否しました。クラスターの管理者に、受け入れられる証明書をもらってください。</translation>
    </message>
    <message>
        <source>The Dask scheduler at {address} has no workers: none joined within {seconds} s. Ask whoever runs the cluster to start workers for this scheduler (their command: dask worker {address}).</source>
        <translation>{address} の Dask スケジューラーにはワーカーがいません: {seconds} 秒待っても 1 つも加わりませんでした。クラスターの管理者に、このスケジューラーのワーカーを起動するよう頼んでください (管理者が使うコマンド: dask worker {address})。</translation>
    </message>
    <message>
        <source>Every Dask worker must see the source and the output folder (a shared file system): {changes}.</source>
        <translation>すべての Dask ワーカーからソースと出力フォルダーが見える必要があります (共有ファイルシステム): {changes}。</translation>
    </message>
    <message>
        <source>the worker at {worker} cannot read {file} ({why})</source>
        <translation>{worker} のワーカーは {file} を読めません ({why})</translation>
    </message>
    <message>
        <source>the worker at {worker} cannot create a file in {folder} ({why})</source>
        <translation>{worker} のワーカーは {folder} にファイルを作れません ({why})</translation>
    </message>
    <message>
        <source>Every Dask worker must run the same TFRecord Studio and image libraries as this computer (TFRecord Studio {version}), or its shards would not be the bytes a run here writes: {changes}. Ask whoever runs the cluster to install the versions this computer has on the workers, then press Start again.</source>
        <translation>すべての Dask ワーカーで、このコンピューターと同じ TFRecord Studio と画像ライブラリ (TFRecord Studio {version}) が動いている必要があります。そうでないと、ここでの変換と同じバイト列のシャードになりません: {changes}。クラスターの管理者に、このコンピューターと同じバージョンをワーカーに入れるよう頼んでから、もう一度「開始」を押してください。</translation>
    </message>
    <message>
        <source>the worker at {worker} has {name} version {theirs} where this computer has {ours}</source>
        <translation>{worker} のワーカーの {name} はバージョン {theirs} で、このコンピューターは {ours} です</translation>
    </message>
    <message>
        <source>the worker at {worker} lacks {name}, which this computer has (version {ours}): install it in its Python environment (pip install {package}=={ours})</source>
        <translation>{worker} のワーカーには {name} がありません (このコンピューターにはバージョン {ours} があります): そのワーカーの Python 環境に入れてください (pip install {package}=={ours})</translation>
    </message>
    <message>
        <source>the worker at {worker} cannot run TFRecord Studio ({detail})</source>
        <translation>{worker} のワーカーは TFRecord Studio を実行できません ({detail})</translation>
    </message>
    <message>
        <source>the worker at {worker} has TFRecord Studio but not the module {module} it needs ({detail}): install {package} in its Python environment (pip install {package})</source>
        <translation>{worker} のワーカーに TFRecord Studio はありますが、必要なモジュール {module} がありません ({detail}): そのワーカーの Python 環境に {package} を入れてください (pip install {package})</translation>
    </message>
    <message>
        <source>the worker at {worker} has TFRecord Studio but not the module {module} it needs ({detail}): install {package} in its Python environment (pip install {package}=={version})</source>
        <translation>{worker} のワーカーに TFRecord Studio はありますが、必要なモジュール {module} がありません ({detail}): そのワーカーの Python 環境に {package} を入れてください (pip install {package}=={version})</translation>
    </message>
    <message>
        <source>Every Dask worker must run a Pillow built with the same libraries as this computer&apos;s (Pillow {pillow}), or its shards would not be the bytes a run here writes: {changes}. Ask whoever runs the cluster to install Pillow on the workers from the same source as on this computer (a pip wheel and a conda package of one Pillow version hold different libraries), then press Start again.</source>
        <translation>すべての Dask ワーカーで、このコンピューター (Pillow {pillow}) と同じライブラリでビルドされた Pillow が動いている必要があります。そうでないと、ここでの変換と同じバイト列のシャードになりません: {changes}。クラスターの管理者に、このコンピューターと同じ入手元から Pillow をワーカーに入れるよう頼んでから、もう一度「開始」を押してください (同じバージョンの Pillow でも、pip の wheel と conda のパッケージでは含まれるライブラリが異なります)。</translation>
    </message>
    <message>
        <source>the worker at {worker} has a Pillow built with {library} version {theirs} where this computer&apos;s Pillow has version {ours}</source>
        <translation>{worker} のワーカーの Pillow は {library} のバージョン {theirs} でビルドされていて、このコンピューターの Pillow では {ours} です</translation>
    </message>
    <message>
        <source>A Dask worker that joined during the run cannot convert: {changes}. The shards finished so far are kept: when that worker is fixed or stopped, press Resume.</source>
        <translation>変換の途中で加わった Dask ワーカーが変換できません: {changes}。ここまでに完成したシャードは残してあります。そのワーカーを直すか止めてから「再開」を押してください。</translation>
    </message>
    <message>
        <source>A Dask worker that joined during the run cannot run TFRecord Studio ({detail}): every worker needs TFRecord Studio {version}, as this computer has. The shards finished so far are kept: when that worker is fixed or stopped, press Resume.</source>
        <translation>変換の途中で加わった Dask ワーカーが TFRecord Studio を実行できません ({detail})。すべてのワーカーに、このコンピューターと同じ TFRecord Studio {version} が必要です。ここまでに完成したシャードは残してあります。そのワーカーを直すか止めてから「再開」を押してください。</translation>
    </message>
    <message>
        <source>A Dask worker has TFRecord Studio but not the module {module} it needs ({detail}). Ask whoever runs the cluster to install {package} on the workers (pip install {package}); the shards finished so far are kept: then press Resume.</source>
        <translation>Dask ワーカーに TFRecord Studio はありますが、必要なモジュール {module} がありません ({detail})。クラスターの管理者に {package} をワーカーに入れるよう頼んでください (pip install {package})。ここまでに完成したシャードは残してあります。入れてもらったら「再開」を押してください。</translation>
    </message>
    <message>
        <source>A Dask worker has TFRecord Studio but not the module {module} it needs ({detail}). Ask whoever runs the cluster to install {package} on the workers (pip install {package}=={version}); the shards finished so far are kept: then press Resume.</source>
        <translation>Dask ワーカーに TFRecord Studio はありますが、必要なモジュール {module} がありません ({detail})。クラスターの管理者に {package} をワーカーに入れるよう頼んでください (pip install {package}=={version})。ここまでに完成したシャードは残してあります。入れてもらったら「再開」を押してください。</translation>
    </message>
    <message>
        <source>Every Dask worker left the scheduler at {address} during the run, and none joined within {seconds} s. The shards finished so far are kept: ask whoever runs the cluster to start workers again (their command: dask worker {address}), then press Resume; or choose “This computer” under “Run on” and press Resume to finish the run here.</source>
        <translation>変換の途中で {address} の Dask スケジューラーからすべてのワーカーが抜け、{seconds} 秒待っても 1 つも加わりませんでした。ここまでに完成したシャードは残してあります。クラスターの管理者にワーカーをもう一度起動するよう頼んでから (管理者が使うコマンド: dask worker {address})、「再開」を押してください。または「実行場所」で「このコンピューター」を選んで「再開」を押すと、このコンピューターで変換を完了します。</translation>
    </message>
    <message>
        <source>Every job of {file} ended during the run (their walltime, or the queue stopped them), and no Dask worker joined within {seconds} s. The shards finished so far are kept: press Resume to submit new jobs, or choose “This computer” under “Run on” and press Resume to finish the run here.</source>
        <translation>変換の途中で {file} のジョブがすべて終了し (実行時間の上限か、キューが止めたため)、{seconds} 秒待っても Dask ワーカーが 1 つも加わりませんでした。ここまでに完成したシャードは残してあります。「再開」を押すと新しいジョブを投入します。または「実行場所」で「このコンピューター」を選んで「再開」を押すと、このコンピューターで変換を完了します。</translation>
    </message>
    <message>
        <source>The connection to the Dask scheduler at {address} was lost during the run (the scheduler stopped, or the network failed). The shards finished so far are kept: press Resume when the scheduler answers again, or choose “This computer” under “Run on” and press Resume to finish the run here.</source>
        <translation>変換の途中で {address} の Dask スケジューラーとの接続が切れました (スケジューラーが止まったか、ネットワークに障害があります)。ここまでに完成したシャードは残してあります。スケジューラーが再び応答するようになったら「再開」を押してください。または「実行場所」で「このコンピューター」を選んで「再開」を押すと、このコンピューターで変換を完了します。</translation>
    </message>
    <message>
        <source>Submitting {n} {kind} job from {file} failed: {detail}</source>
        <translation>{file} から {kind} ジョブ {n} 件の投入に失敗しました: {detail}</translation>
    </message>
    <message>
        <source>Submitting {n} {kind} jobs from {file} failed: {detail}</source>
        <translation>{file} から {kind} ジョブ {n} 件の投入に失敗しました: {detail}</translation>
    </message>
    <message>
        <source>The plan has {n} shard for {threads} cluster worker threads, so some stay idle; shards of about {per} images would use them all (a smaller size under “Shards”).</source>
        <translation>計画ではクラスターのワーカースレッド {threads} 本に対してシャードが {n} 個しかないため、一部は何もしません。1 シャードあたり約 {per} 枚にすれば全部が使われます (「シャード」でサイズを小さくしてください)。</translation>
    </message>
    <message>
        <source>The plan has {n} shards for {threads} cluster worker threads, so some stay idle; shards of about {per} images would use them all (a smaller size under “Shards”).</source>
        <translation>計画ではクラスターのワーカースレッド {threads} 本に対してシャードが {n} 個しかないため、一部は何もしません。1 シャードあたり約 {per} 枚にすれば全部が使われます (「シャード」でサイズを小さくしてください)。</translation>
    </message>
    <message>
        <source>The plan has {n} shards for {threads} cluster worker threads; a task converts a whole shard, so at the end some workers wait while others write their last one: {k} shards (about {per} images each) would keep them busy to the end (a smaller size under “Shards”).</source>
        <translation>計画ではクラスターのワーカースレッド {threads} 本に対してシャードが {n} 個です。1 つのタスクは 1 シャードを丸ごと変換するため、最後は一部のワーカーが、他のワーカーが最後のシャードを書き終えるのを待つことになります。シャードを {k} 個 (1 シャードあたり約 {per} 枚) にすれば最後まで全員が働きます (「シャード」でサイズを小さくしてください)。</translation>
    </message>
    <message>
        <source>there is no such file or folder there</source>
        <comment>why a Dask worker could not</comment>
        <translation>そこにはそのファイルもフォルダーもありません</translation>
    </message>
    <message>
        <source>it is not allowed to</source>
        <comment>why a Dask worker could not</comment>
        <translation>その権限がありません</translation>
    </message>
    <message>
        <source>the disk is read-only there</source>
        <comment>why a Dask worker could not</comment>
        <translation>そこのディスクは読み取り専用です</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <comment>why a Dask worker could not</comment>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <comment>why a Dask worker could not</comment>
        <translation>パスの途中がフォルダーではなくファイルです</translation>
    </message>
    <message>
        <source>Model Garden reads uncompressed or gzip shards only: convert with GZIP or no compression (under “Shards”).</source>
        <translation>Model Garden が読めるのは非圧縮か gzip のシャードだけです: 「シャード」で GZIP か圧縮なしを選んで変換してください。</translation>
    </message>
    <message>
        <source>Convert as JPEG or PNG (under “Format”) for Model Garden.</source>
        <translation>Model Garden で使うには「形式」で JPEG か PNG を選んで変換してください。</translation>
    </message>
    <message>
        <source>GIF, WebP and 32-bit BMP originals still fail there (it decodes with tf.io.decode_image(channels=3) and animations expanded), so convert those as JPEG or PNG (under “Format”).</source>
        <translation>元ファイルが GIF、WebP、32 ビット BMP の場合はそれでも失敗します (tf.io.decode_image(channels=3) でアニメーションを展開してデコードするため)。それらは「形式」で JPEG か PNG を選んで変換してください。</translation>
    </message>
    <message>
        <source>TF Model Garden&apos;s decoders decode encoded images only: convert as JPEG or PNG (under “Format”) for Model Garden.</source>
        <translation>TF Model Garden のデコーダーはエンコード済みの画像しかデコードしません。Model Garden 用には「形式」で JPEG か PNG を選んで変換してください。</translation>
    </message>
    <message>
        <source>Running on a Dask cluster needs Dask (distributed), which is not installed. Install it with: pip install &apos;tfrecord-studio[cluster]&apos;</source>
        <translation>Dask クラスターで実行するには Dask (distributed) が必要ですが、インストールされていません。次のコマンドでインストールしてください: pip install &apos;tfrecord-studio[cluster]&apos;</translation>
    </message>
    <message>
        <source>{file} object {n}: {sentence}</source>
        <translation>{file} のオブジェクト {n}: {sentence}</translation>
    </message>
    <message>
        <source>{file} line {line}: {sentence}</source>
        <translation>{file} の {line} 行目: {sentence}</translation>
    </message>
    <message>
        <source>{file} annotation {id}: {sentence}</source>
        <translation>{file} のアノテーション {id}: {sentence}</translation>
    </message>
    <message>
        <source>box has a coordinate that is not a number</source>
        <translation>ボックスの座標に数値でないものがあります</translation>
    </message>
    <message>
        <source>box has zero or negative size ({x0},{y0})-({x1},{y1})</source>
        <translation>ボックスの大きさが 0 かマイナスです ({x0},{y0})-({x1},{y1})</translation>
    </message>
    <message>
        <source>box has zero or negative size</source>
        <translation>ボックスの大きさが 0 かマイナスです</translation>
    </message>
    <message>
        <source>box outside the image ({x0},{y0})-({x1},{y1}) in a {w}x{h} image</source>
        <translation>ボックスが画像の外にあります ({x0},{y0})-({x1},{y1})、画像は {w}x{h}</translation>
    </message>
    <message>
        <source>box outside the image (normalised coordinates beyond 0..1)</source>
        <translation>ボックスが画像の外にあります (正規化座標が 0..1 を超えています)</translation>
    </message>
    <message>
        <source>box extends outside the image: clipped</source>
        <translation>ボックスが画像からはみ出しています: 画像の範囲に切り詰めました</translation>
    </message>
    <message>
        <source>object without a name</source>
        <translation>名前のないオブジェクトです</translation>
    </message>
    <message>
        <source>bndbox value is not a number</source>
        <translation>bndbox の値が数値ではありません</translation>
    </message>
    <message>
        <source>box is missing or not four numbers [x, y, width, height]</source>
        <translation>ボックスがないか、4 つの数値 [x, y, width, height] ではありません</translation>
    </message>
    <message>
        <source>refers to image id {id}, which is not in &apos;images&apos;</source>
        <translation>画像 ID {id} を指していますが、&apos;images&apos; にありません</translation>
    </message>
    <message>
        <source>a {shape} has no area: left out (boxes, polygons, ellipses and masks are objects)</source>
        <translation>{shape} には面積がないため除外しました (オブジェクトになるのはボックス、ポリゴン、楕円、マスクです)</translation>
    </message>
    <message>
        <source>the mask is damaged (its points or run lengths are not proper numbers): left out</source>
        <translation>マスクが壊れているため除外しました (点または連続長が正しい数値ではありません)</translation>
    </message>
    <message>
        <source>no tag in {file}: a classification export needs one tag per image (its class); tag it in CVAT and export again</source>
        <translation>{file} にタグがありません: 分類のエクスポートでは画像ごとに 1 つのタグ (そのクラス) が必要です。CVAT でタグを付けて、もう一度エクスポートしてください</translation>
    </message>
    <message>
        <source>{path}: this is a “CVAT for video” export (its objects are tracks). In CVAT, export the task as “CVAT for images 1.1” or “COCO 1.0”, and choose that.</source>
        <translation>{path}: これは「CVAT for video」の書き出しです (オブジェクトがトラックになっています)。CVAT でタスクを「CVAT for images 1.1」または「COCO 1.0」で書き出し、それを選んでください。</translation>
    </message>
    <message>
        <source>{path}: malformed XML at line {line}, column {column}. Export it from CVAT again.</source>
        <translation>{path}: XML の形式が正しくありません ({line} 行目、{column} 列目)。CVAT からもう一度書き出してください。</translation>
    </message>
    <message>
        <source>{n} worker gave the highest speed, {rate} images/s.</source>
        <translation>ワーカー {n} 個で最高速度 {rate} 枚/秒が出ました。</translation>
    </message>
    <message>
        <source>{n} workers gave the highest speed, {rate} images/s.</source>
        <translation>ワーカー {n} 個で最高速度 {rate} 枚/秒が出ました。</translation>
    </message>
    <message>
        <source>{n} worker is within {pct} of the fastest ({best} workers, {rate} images/s); more would only use more memory and CPU.</source>
        <translation>ワーカー {n} 個で最速 (ワーカー {best} 個、{rate} 枚/秒) との差が {pct} 以内です。これ以上増やしてもメモリと CPU を多く使うだけです。</translation>
    </message>
    <message>
        <source>{n} workers are within {pct} of the fastest ({best} workers, {rate} images/s); more would only use more memory and CPU.</source>
        <translation>ワーカー {n} 個で最速 (ワーカー {best} 個、{rate} 枚/秒) との差が {pct} 以内です。これ以上増やしてもメモリと CPU を多く使うだけです。</translation>
    </message>
    <message>
        <source>At {n} worker, writing the output files takes most of the time: the writer is busy {writer} of the time while the worker is busy only {workers} (disk or compression is the limit; more workers will not help).</source>
        <translation>ワーカー {n} 個では、出力ファイルの書き込みに最も時間がかかっています: 書き込み処理は {writer} の時間稼働していますが、ワーカーの稼働は {workers} だけです (ディスクか圧縮が上限です。ワーカーを増やしても速くなりません)。</translation>
    </message>
    <message>
        <source>At {n} workers, writing the output files takes most of the time: the writer is busy {writer} of the time while workers are busy only {workers} (disk or compression is the limit; more workers will not help).</source>
        <translation>ワーカー {n} 個では、出力ファイルの書き込みに最も時間がかかっています: 書き込み処理は {writer} の時間稼働していますが、ワーカーの稼働は {workers} だけです (ディスクか圧縮が上限です。ワーカーを増やしても速くなりません)。</translation>
    </message>
    <message>
        <source>At {n} worker, waiting for the source files takes most of the time: the worker spends {share} of its time waiting for the disk (slow or network storage; copy the images to a local disk).</source>
        <translation>ワーカー {n} 個では、ソースファイルの待ち時間が最も長くなっています: ワーカーは時間の {share} をディスク待ちに使っています (低速またはネットワーク上のストレージです。画像をローカルディスクにコピーしてください)。</translation>
    </message>
    <message>
        <source>At {n} workers, waiting for the source files takes most of the time: workers spend {share} of their time waiting for the disk (slow or network storage; copy the images to a local disk).</source>
        <translation>ワーカー {n} 個では、ソースファイルの待ち時間が最も長くなっています: ワーカーは時間の {share} をディスク待ちに使っています (低速またはネットワーク上のストレージです。画像をローカルディスクにコピーしてください)。</translation>
    </message>
    <message>
        <source>At {n} worker, converting the images takes most of the time: the worker is busy {workers} of the time and the writer only {writer} (more workers, up to {cores} — the number of cores — would help).</source>
        <translation>ワーカー {n} 個では、画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです (ワーカーをコア数と同じ {cores} 個まで増やすと速くなります)。</translation>
    </message>
    <message>
        <source>At {n} workers, converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer} (more workers, up to {cores} — the number of cores — would help).</source>
        <translation>ワーカー {n} 個では、画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです (ワーカーをコア数と同じ {cores} 個まで増やすと速くなります)。</translation>
    </message>
    <message>
        <source>At {n} worker, converting the images takes most of the time: the worker is busy {workers} of the time and the writer only {writer}; every core already has a worker, so more workers would not help.</source>
        <translation>ワーカー {n} 個では、画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです。すべてのコアにすでにワーカーがあるので、ワーカーを増やしても速くなりません。</translation>
    </message>
    <message>
        <source>At {n} workers, converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer}; every core already has a worker, so more workers would not help.</source>
        <translation>ワーカー {n} 個では、画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです。すべてのコアにすでにワーカーがあるので、ワーカーを増やしても速くなりません。</translation>
    </message>
    <message>
        <source>At {n} worker, converting the images takes most of the time: the worker is busy {workers} of the time and the writer only {writer} (more of the cluster&apos;s workers, up to all {cores}, would help).</source>
        <translation>ワーカー {n} 個では、画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです (クラスターのワーカーを全部の {cores} 個まで増やすと速くなります)。</translation>
    </message>
    <message>
        <source>At {n} workers, converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer} (more of the cluster&apos;s workers, up to all {cores}, would help).</source>
        <translation>ワーカー {n} 個では、画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです (クラスターのワーカーを全部の {cores} 個まで増やすと速くなります)。</translation>
    </message>
    <message>
        <source>At {n} worker, converting the images takes most of the time: the worker is busy {workers} of the time and the writer only {writer}; every worker of the cluster already converts, so only a larger cluster would help.</source>
        <translation>ワーカー {n} 個では、画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです。クラスターのワーカーはすべてすでに変換しているので、速くするにはクラスターを大きくするしかありません。</translation>
    </message>
    <message>
        <source>At {n} workers, converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer}; every worker of the cluster already converts, so only a larger cluster would help.</source>
        <translation>ワーカー {n} 個では、画像の変換に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです。クラスターのワーカーはすべてすでに変換しているので、速くするにはクラスターを大きくするしかありません。</translation>
    </message>
    <message>
        <source>At {n} worker, checking and storing the files takes most of the time: the worker is busy {workers} of the time and the writer only {writer} (nothing is decoded; more of the cluster&apos;s workers, up to all {cores}, would help).</source>
        <translation>ワーカー {n} 個では、ファイルの確認と保存に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです (何もデコードしません。クラスターのワーカーを全部の {cores} 個まで増やすと速くなります)。</translation>
    </message>
    <message>
        <source>At {n} workers, checking and storing the files takes most of the time: workers are busy {workers} of the time and the writer only {writer} (nothing is decoded; more of the cluster&apos;s workers, up to all {cores}, would help).</source>
        <translation>ワーカー {n} 個では、ファイルの確認と保存に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです (何もデコードしません。クラスターのワーカーを全部の {cores} 個まで増やすと速くなります)。</translation>
    </message>
    <message>
        <source>At {n} worker, checking and storing the files takes most of the time: the worker is busy {workers} of the time and the writer only {writer}; every worker of the cluster already stores files, so only a larger cluster would help.</source>
        <translation>ワーカー {n} 個では、ファイルの確認と保存に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです。クラスターのワーカーはすべてすでにファイルを保存しているので、速くするにはクラスターを大きくするしかありません。</translation>
    </message>
    <message>
        <source>At {n} workers, checking and storing the files takes most of the time: workers are busy {workers} of the time and the writer only {writer}; every worker of the cluster already stores files, so only a larger cluster would help.</source>
        <translation>ワーカー {n} 個では、ファイルの確認と保存に最も時間がかかっています: ワーカーの稼働は {workers}、書き込み処理は {writer} だけです。クラスターのワーカーはすべてすでにファイルを保存しているので、速くするにはクラスターを大きくするしかありません。</translation>
    </message>
    <message>
        <source>At {n} worker, nothing was saturated: the worker busy {workers}, writer {writer} (with a small sample, starting the workers may take much of each trial).</source>
        <translation>ワーカー {n} 個では、どこも飽和していませんでした: ワーカー稼働 {workers}、書き込み {writer} (サンプルが小さいと、ワーカーの起動が各試行の多くを占めることがあります)。</translation>
    </message>
    <message>
        <source>At {n} workers, nothing was saturated: workers busy {workers}, writer {writer} (with a small sample, starting the workers may take much of each trial).</source>
        <translation>ワーカー {n} 個では、どこも飽和していませんでした: ワーカー稼働 {workers}、書き込み {writer} (サンプルが小さいと、ワーカーの起動が各試行の多くを占めることがあります)。</translation>
    </message>
    <message>
        <source>no trial finished</source>
        <translation>完了した試行がありません</translation>
    </message>
    <message>
        <source>{source}: no files to sample.</source>
        <translation>{source}: サンプルにできるファイルがありません。</translation>
    </message>
    <message>
        <source>{n} worker gave {rate} images/s.</source>
        <translation>ワーカー {n} 個で {rate} 枚/秒でした。</translation>
    </message>
    <message>
        <source>{n} workers gave {rate} images/s.</source>
        <translation>ワーカー {n} 個で {rate} 枚/秒でした。</translation>
    </message>
    <message>
        <source>{n} worker gave the highest median speed, {rate} images/s ({low}-{high} images/s).</source>
        <translation>ワーカー {n} 個で中央値が最も速く、{rate} 枚/秒 ({low}～{high} 枚/秒) でした。</translation>
    </message>
    <message>
        <source>{n} workers gave the highest median speed, {rate} images/s ({low}-{high} images/s).</source>
        <translation>ワーカー {n} 個で中央値が最も速く、{rate} 枚/秒 ({low}～{high} 枚/秒) でした。</translation>
    </message>
    <message>
        <source>{n} worker gave the highest speed, {rate} images/s ({low}-{high} images/s), faster than {m} worker ({mlow}-{mhigh} images/s) beyond the measured spread.</source>
        <translation>ワーカー {n} 個で最高速度 {rate} 枚/秒 ({low}～{high} 枚/秒) が出ました。ワーカー {m} 個 ({mlow}～{mhigh} 枚/秒) より、測定のばらつきを超えて速い結果です。</translation>
    </message>
    <message>
        <source>{n} worker gave the highest speed, {rate} images/s ({low}-{high} images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the measured spread.</source>
        <translation>ワーカー {n} 個で最高速度 {rate} 枚/秒 ({low}～{high} 枚/秒) が出ました。ワーカー {m} 個 ({mlow}～{mhigh} 枚/秒) より、測定のばらつきを超えて速い結果です。</translation>
    </message>
    <message>
        <source>{n} workers gave the highest speed, {rate} images/s ({low}-{high} images/s), faster than {m} worker ({mlow}-{mhigh} images/s) beyond the measured spread.</source>
        <translation>ワーカー {n} 個で最高速度 {rate} 枚/秒 ({low}～{high} 枚/秒) が出ました。ワーカー {m} 個 ({mlow}～{mhigh} 枚/秒) より、測定のばらつきを超えて速い結果です。</translation>
    </message>
    <message>
        <source>{n} workers gave the highest speed, {rate} images/s ({low}-{high} images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the measured spread.</source>
        <translation>ワーカー {n} 個で最高速度 {rate} 枚/秒 ({low}～{high} 枚/秒) が出ました。ワーカー {m} 個 ({mlow}～{mhigh} 枚/秒) より、測定のばらつきを超えて速い結果です。</translation>
    </message>
    <message>
        <source>{counts} workers are equally fast here, within measurement noise ({ranges}).</source>
        <translation>ワーカー {counts} 個は、測定のばらつきの範囲内でここでは同じ速さです ({ranges})。</translation>
    </message>
    <message>
        <source>With {m} workers all {total} images would take about {tm}.</source>
        <translation>ワーカー {m} 個なら、全 {total} 枚で約 {tm} です。</translation>
    </message>
    <message>
        <source>{n} worker is the safer choice: less memory, and the computer stays usable for other work.</source>
        <translation>ワーカー {n} 個のほうが安全です: メモリが少なくて済み、コンピューターをほかの作業にも使えます。</translation>
    </message>
    <message>
        <source>{n} workers are the safer choice: less memory, and the computer stays usable for other work.</source>
        <translation>ワーカー {n} 個のほうが安全です: メモリが少なくて済み、コンピューターをほかの作業にも使えます。</translation>
    </message>
    <message>
        <source>{n} worker might be as fast: its measured range, {ranges} images/s, overlaps the fastest count&apos;s, so the trials cannot tell which is faster.</source>
        <translation>ワーカー {n} 個も同じくらい速いかもしれません: その測定範囲 {ranges} 枚/秒が最も速いワーカー数の範囲と重なっているため、試行からはどちらが速いか判断できません。</translation>
    </message>
    <message>
        <source>{n} workers might be as fast: its measured range, {ranges} images/s, overlaps the fastest count&apos;s, so the trials cannot tell which is faster.</source>
        <translation>ワーカー {n} 個も同じくらい速いかもしれません: その測定範囲 {ranges} 枚/秒が最も速いワーカー数の範囲と重なっているため、試行からはどちらが速いか判断できません。</translation>
    </message>
    <message>
        <source>{counts} workers might be as fast: their measured ranges, {ranges} images/s, overlap the fastest count&apos;s, so the trials cannot tell which is faster.</source>
        <translation>ワーカー {counts} 個も同じくらい速いかもしれません: それらの測定範囲 {ranges} 枚/秒が最も速いワーカー数の範囲と重なっているため、試行からはどちらが速いか判断できません。</translation>
    </message>
    <message>
        <source>{counts} workers were slower by the median ({ranges}), but not beyond the measured spread: the ranges overlap.</source>
        <translation>ワーカー {counts} 個は中央値では遅くなりました ({ranges}) が、測定のばらつきを超えた差ではありません: 範囲が重なっています。</translation>
    </message>
    <message>
        <source>Close other programs and tune again for a firmer answer.</source>
        <translation>確かな結果を得るには、ほかのプログラムを閉じてもう一度調整してください。</translation>
    </message>
    <message>
        <source>{n} worker is the safer choice: the cluster&apos;s other workers stay free for other jobs.</source>
        <translation>ワーカー {n} 個のほうが安全です: クラスターの残りのワーカーがほかのジョブに使えます。</translation>
    </message>
    <message>
        <source>{n} workers are the safer choice: the cluster&apos;s other workers stay free for other jobs.</source>
        <translation>ワーカー {n} 個のほうが安全です: クラスターの残りのワーカーがほかのジョブに使えます。</translation>
    </message>
    <message>
        <source>Tune again when the cluster is less busy for a firmer answer.</source>
        <translation>確かな結果を得るには、クラスターが空いているときにもう一度調整してください。</translation>
    </message>
    <message>
        <source>No trial finished.</source>
        <translation>完了した試行がありません。</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>internal error (a bug; see the log)</source>
        <translation>内部エラー (不具合です。ログを見てください)</translation>
    </message>
    <message>
        <source>invalid options</source>
        <translation>オプションが正しくありません</translation>
    </message>
    <message>
        <source>the source could not be read</source>
        <translation>ソースを読み込めませんでした</translation>
    </message>
    <message>
        <source>the output folder is not empty, or another run is using it</source>
        <translation>出力フォルダーが空でないか、別の実行が使用中です</translation>
    </message>
    <message>
        <source>no image could be converted</source>
        <translation>変換できた画像がありません</translation>
    </message>
    <message>
        <source>writing failed (disk full or I/O error)</source>
        <translation>書き込みに失敗しました (ディスクがいっぱいか I/O エラー)</translation>
    </message>
    <message>
        <source>verification found problems</source>
        <translation>検証で問題が見つかりました</translation>
    </message>
    <message>
        <source>resume does not match the interrupted run</source>
        <translation>再開内容が中断された実行と一致しません</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>Resume: the run in {out} was converted by engine {version} with the {theirs} decoder path; this engine would use the {ours} path, whose images differ byte for byte, and one dataset must not mix them. Finish it on the command line with --decoder {theirs}, or tick “Replace existing output” to start again.</source>
        <translation>再開: {out} の変換はエンジン {version} が {theirs} デコーダー経路で行いました。このエンジンは {ours} 経路を使いますが、画像のバイト列が異なるため、1 つのデータセットに混在させることはできません。コマンドラインで --decoder {theirs} を付けて完了させるか、「既存の出力を置き換える」をオンにして最初からやり直してください。</translation>
    </message>
    <message>
        <source>Resume: the annotations differ from those of the run in {out}: {changes}. Its shards hold the old annotations. Put the annotation files back as they were, or tick “Replace existing output” to convert again with the new annotations.</source>
        <translation>再開: アノテーションが {out} の変換のときと異なります: {changes}。そのシャードには古いアノテーションが入っています。アノテーションファイルを元に戻すか、「既存の出力を置き換える」をオンにして新しいアノテーションで変換し直してください。</translation>
    </message>
    <message>
        <source>Resume: the annotations differ from those of the run in {out}: {changes} and {more} more annotation file changed. Its shards hold the old annotations. Put the annotation files back as they were, or tick “Replace existing output” to convert again with the new annotations.</source>
        <translation>再開: アノテーションが {out} の変換のときと異なります: {changes}、ほかにアノテーションファイル {more} 個が変わりました。そのシャードには古いアノテーションが入っています。アノテーションファイルを元に戻すか、「既存の出力を置き換える」をオンにして新しいアノテーションで変換し直してください。</translation>
    </message>
    <message>
        <source>Resume: the annotations differ from those of the run in {out}: {changes} and {more} more annotation files changed. Its shards hold the old annotations. Put the annotation files back as they were, or tick “Replace existing output” to convert again with the new annotations.</source>
        <translation>再開: アノテーションが {out} の変換のときと異なります: {changes}、ほかにアノテーションファイル {more} 個が変わりました。そのシャードには古いアノテーションが入っています。アノテーションファイルを元に戻すか、「既存の出力を置き換える」をオンにして新しいアノテーションで変換し直してください。</translation>
    </message>
    <message>
        <source>Resume: the run in {out} recorded no annotation files (an earlier version started it, or it read this source without its annotations), so its shards cannot be checked against the annotations now. Tick “Replace existing output” to convert again.</source>
        <translation>再開: {out} の変換はアノテーションファイルを記録していません (以前のバージョンで開始されたか、このソースをアノテーションなしで読みました)。そのため、シャードを今のアノテーションと照合できません。「既存の出力を置き換える」をオンにして変換し直してください。</translation>
    </message>
    <message>
        <source>Original files: decoded with expand_animations=False, so GIF and WebP give one frame.</source>
        <translation>元のファイル: expand_animations=False でデコードするため、GIF と WebP は 1 フレームになります。</translation>
    </message>
    <message>
        <source>Reads every shard of the split with the right compression and decoder.</source>
        <translation>分割のすべてのシャードを、正しい圧縮形式とデコーダーで読み込みます。</translation>
    </message>
    <message>
        <source>tfds.builder_from_directory reads TFDS&apos;s metadata written beside the shards.</source>
        <translation>tfds.builder_from_directory が、シャードと並べて書き出した TFDS のメタデータを読み込みます。</translation>
    </message>
    <message>
        <source>TFDS&apos;s own reader cannot open compressed shards, so this reads them through tf.data.</source>
        <translation>TFDS 自身のリーダーは圧縮されたシャードを開けないため、このコードは tf.data で読み込みます。</translation>
    </message>
    <message>
        <source>Uses the .idx index files beside the shards.</source>
        <translation>シャードと並んでいる .idx インデックスファイルを使います。</translation>
    </message>
    <message>
        <source>gzip shards are read without index files.</source>
        <translation>gzip のシャードはインデックスファイルなしで読み込みます。</translation>
    </message>
    <message>
        <source>Runs on the CPU as written.</source>
        <translation>このコードのままなら CPU で動きます。</translation>
    </message>
    <message>
        <source>DALI does not decode GIF.</source>
        <translation>DALI は GIF をデコードしません。</translation>
    </message>
    <message>
        <source>DALI does not decode GIF, and this dataset holds {n} GIF file: convert as JPEG or PNG (under “Format”) for DALI.</source>
        <translation>DALI は GIF をデコードしません。このデータセットには GIF ファイルが {n} 個あります。DALI 用には「形式」で JPEG か PNG を選んで変換してください。</translation>
    </message>
    <message>
        <source>DALI does not decode GIF, and this dataset holds {n} GIF files: convert as JPEG or PNG (under “Format”) for DALI.</source>
        <translation>DALI は GIF をデコードしません。このデータセットには GIF ファイルが {n} 個あります。DALI 用には「形式」で JPEG か PNG を選んで変換してください。</translation>
    </message>
    <message>
        <source>Its classification decoder reads this JPEG dataset with its defaults.</source>
        <translation>このデータセットは JPEG なので、分類用デコーダーが既定の設定のまま読み込めます。</translation>
    </message>
    <message>
        <source>This dataset is unlabeled (every label is -1): Model Garden&apos;s classification training needs class labels.</source>
        <translation>このデータセットにはラベルがありません (すべてのラベルが -1): Model Garden の分類学習にはクラスのラベルが必要です。</translation>
    </message>
    <message>
        <source>TF Model Garden&apos;s classification input decodes encoded images only: it cannot read raw pixels.</source>
        <translation>TF Model Garden の分類入力がデコードできるのはエンコード済みの画像だけで、raw のピクセルは読めません。</translation>
    </message>
    <message>
        <source>TF Model Garden&apos;s classification input decodes only JPEG by default: set decode_jpeg_only=False in its DataConfig.</source>
        <translation>TF Model Garden の分類入力は既定では JPEG しかデコードしません: DataConfig で decode_jpeg_only=False を設定してください。</translation>
    </message>
    <message>
        <source>The tfrecord package reads only the first value of a list of bytes, so the object masks are not read: use tf.data or TFDS for them.</source>
        <translation>tfrecord パッケージはバイト列のリストの最初の値しか読まないため、オブジェクトのマスクは読まれません。マスクには tf.data か TFDS を使ってください。</translation>
    </message>
    <message>
        <source>Each image comes with its mask, decoded as one grey channel: the class of each pixel.</source>
        <translation>各画像にはマスクが付きます。1 チャンネルのグレーとしてデコードされ、値が各ピクセルのクラスです。</translation>
    </message>
    <message>
        <source>Each image comes with its boxes (objects x 4) and their class numbers.</source>
        <translation>各画像にはボックス (オブジェクト数 x 4) とそのクラス番号が付きます。</translation>
    </message>
    <message>
        <source>Each image comes with the list of its class numbers.</source>
        <translation>各画像にはそのクラス番号のリストが付きます。</translation>
    </message>
    <message>
        <source>DALI&apos;s TFRecord reader cannot read lists of strings, so the object masks are not read: use tf.data or TFDS for them.</source>
        <translation>DALI の TFRecord リーダーは文字列のリストを読めないため、オブジェクトのマスクは読まれません。マスクには tf.data か TFDS を使ってください。</translation>
    </message>
    <message>
        <source>Model Garden reads uncompressed or gzip shards only.</source>
        <translation>Model Garden が読めるのは非圧縮か gzip のシャードだけです。</translation>
    </message>
    <message>
        <source>Model Garden&apos;s classification input reads these lists with is_multilabel=True.</source>
        <translation>Model Garden の分類入力は is_multilabel=True でこれらのリストを読みます。</translation>
    </message>
    <message>
        <source>Model Garden&apos;s own decoder for this task reads these keys unchanged; use it as the decoder of its detection or segmentation input.</source>
        <translation>このタスク用の Model Garden 自身のデコーダーがこれらのキーをそのまま読みます。物体検出またはセグメンテーションの入力のデコーダーとして使ってください。</translation>
    </message>
    <message>
        <source>Dask workers died several times while converting {file} (they may run out of memory, or something outside this program stops them): {detail}</source>
        <translation>{file} の変換中に Dask ワーカーが何度も停止しました (メモリ不足か、このプログラムの外の何かが止めている可能性があります): {detail}</translation>
    </message>
    <message>
        <source>No job of {file} started a Dask worker within {seconds} s. Check the queue (squeue, qstat) and the job logs, or raise &apos;tfrecord-studio: wait:&apos;.</source>
        <translation>{file} のジョブは {seconds} 秒以内に Dask ワーカーを起動しませんでした。キュー (squeue、qstat) とジョブのログを確認するか、&apos;tfrecord-studio: wait:&apos; を増やしてください。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between worker counts of a list: 1, 2 and 3</comment>
        <translation>、</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the last two worker counts of a list: 1, 2 and 3</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the values of a list: 3, 7 and 12</comment>
        <translation>、</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the last two values of a list: 3, 7 and 12</comment>
        <translation>、</translation>
    </message>
    <message>
        <source> to </source>
        <comment>a range of values: 20 to 40</comment>
        <translation>～</translation>
    </message>
    <message>
        <source> images/s</source>
        <comment>speed unit after a number</comment>
        <translation> 枚/秒</translation>
    </message>
    <message>
        <source> to </source>
        <comment>a range: 100 to 330</comment>
        <translation>～</translation>
    </message>
    <message>
        <source>{n} h</source>
        <comment>hours</comment>
        <translation>{n} 時間</translation>
    </message>
    <message>
        <source>{n} min</source>
        <comment>minutes</comment>
        <translation>{n} 分</translation>
    </message>
    <message>
        <source>{n} s</source>
        <comment>seconds</comment>
        <translation>{n} 秒</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>名前付きパイプ (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>特殊ファイル</translation>
    </message>
    <message>
        <source>polyline</source>
        <comment>CVAT shape</comment>
        <translation>ポリライン</translation>
    </message>
    <message>
        <source>points</source>
        <comment>CVAT shape</comment>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>skeleton</source>
        <comment>CVAT shape</comment>
        <translation>スケルトン</translation>
    </message>
    <message>
        <source>cuboid</source>
        <comment>CVAT shape</comment>
        <translation>直方体</translation>
    </message>
    <message>
        <source>box</source>
        <comment>CVAT shape</comment>
        <translation>ボックス</translation>
    </message>
    <message>
        <source>polygon</source>
        <comment>CVAT shape</comment>
        <translation>ポリゴン</translation>
    </message>
    <message>
        <source>ellipse</source>
        <comment>CVAT shape</comment>
        <translation>楕円</translation>
    </message>
    <message>
        <source>mask</source>
        <comment>CVAT shape</comment>
        <translation>マスク</translation>
    </message>
    <message>
        <source>number {n} in &apos;annotations&apos; (it has no id)</source>
        <comment>a COCO annotation without an id, named by its place in the file&apos;s list</comment>
        <translation>(&apos;annotations&apos; の {n} 番目、id なし)</translation>
    </message>
    <message>
        <source>(not given)</source>
        <comment>an option left out of the command line</comment>
        <translation>(指定なし)</translation>
    </message>
    <message>
        <source>newline</source>
        <comment>control character</comment>
        <translation>改行</translation>
    </message>
    <message>
        <source>carriage return</source>
        <comment>control character</comment>
        <translation>復帰 (CR)</translation>
    </message>
    <message>
        <source>tab</source>
        <comment>control character</comment>
        <translation>タブ</translation>
    </message>
    <message>
        <source>escape</source>
        <comment>control character</comment>
        <translation>エスケープ (ESC)</translation>
    </message>
    <message>
        <source> and {n} more annotation file changed</source>
        <translation>、ほかにアノテーションファイル {n} 個が変わりました</translation>
    </message>
    <message>
        <source> and {n} more annotation files changed</source>
        <translation>、ほかにアノテーションファイル {n} 個が変わりました</translation>
    </message>
    <message>
        <source>{file} changed</source>
        <translation>{file} (変更)</translation>
    </message>
    <message>
        <source>{file} was added</source>
        <translation>{file} (追加)</translation>
    </message>
    <message>
        <source>{file} was removed</source>
        <translation>{file} (削除)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{folder}: no such folder.</source>
        <translation>{folder}: そのようなフォルダーはありません。</translation>
    </message>
    <message>
        <source>{folder}: verification failed ({n} problem)</source>
        <translation>{folder}: 検証に失敗しました (問題 {n} 件)</translation>
    </message>
    <message>
        <source>{folder}: verification failed ({n} problems)</source>
        <translation>{folder}: 検証に失敗しました (問題 {n} 件)</translation>
    </message>
    <message>
        <source>verification cancelled before every record was read</source>
        <translation>すべてのレコードを読む前に検証がキャンセルされました</translation>
    </message>
    <message>
        <source>... and {n} more</source>
        <translation>… ほか {n} 件</translation>
    </message>
    <message>
        <source>{folder} cannot be listed: {detail}</source>
        <translation>{folder} の中身を一覧できません: {detail}</translation>
    </message>
    <message>
        <source>{path}: shard not listed in the manifest</source>
        <translation>{path}: マニフェストに載っていないシャードです</translation>
    </message>
    <message>
        <source>{path}: total_records is {n} but the shards hold {m} record</source>
        <translation>{path}: total_records は {n} ですが、シャードには {m} 件のレコードがあります</translation>
    </message>
    <message>
        <source>{path}: total_records is {n} but the shards hold {m} records</source>
        <translation>{path}: total_records は {n} ですが、シャードには {m} 件のレコードがあります</translation>
    </message>
    <message>
        <source>{path} is missing: this folder was not written by TFRecord Studio, or the run did not finish. Open TFRecord files from elsewhere in the Inspect tab.</source>
        <translation>{path} がありません: このフォルダーは TFRecord Studio が書き出したものではないか、実行が完了していません。ほかで作られた TFRecord ファイルは「検査」タブで開いてください。</translation>
    </message>
    <message>
        <source>{path} is missing ({legacy} there is another program&apos;s, e.g. TensorFlow Datasets&apos;): this folder was not written by TFRecord Studio, or the run did not finish. Open TFRecord files from elsewhere in the Inspect tab.</source>
        <translation>{path} がありません ({legacy} はほかのプログラム、たとえば TensorFlow Datasets のものです): このフォルダーは TFRecord Studio が書き出したものではないか、実行が完了していません。ほかで作られた TFRecord ファイルは「検査」タブで開いてください。</translation>
    </message>
    <message>
        <source>{path} cannot be read: {detail}</source>
        <translation>{path} を読み込めません: {detail}</translation>
    </message>
    <message>
        <source>{path} is not a regular file</source>
        <translation>{path} は通常のファイルではありません</translation>
    </message>
    <message>
        <source>{path} is {n} bytes, far more than a manifest of this program holds; it is damaged or not ours</source>
        <translation>{path} は {n} バイトあり、このプログラムのマニフェストとしては大きすぎます。壊れているか、このプログラムのものではありません</translation>
    </message>
    <message>
        <source>{path} is not UTF-8 text (byte {n}); it is damaged</source>
        <translation>{path} は UTF-8 テキストではありません (バイト {n}): 壊れています</translation>
    </message>
    <message>
        <source>{path} is not valid JSON (line {line}, column {column}: {detail}); it is damaged</source>
        <translation>{path} は正しい JSON ではありません ({line} 行 {column} 列: {detail}): 壊れています</translation>
    </message>
    <message>
        <source>{path} is not valid JSON ({detail}); it is damaged</source>
        <translation>{path} は正しい JSON ではありません ({detail}): 壊れています</translation>
    </message>
    <message>
        <source>{path} is damaged: {sentence}. Convert again, or restore the file from a copy.</source>
        <translation>{path} が壊れています: {sentence}。もう一度変換するか、コピーからファイルを戻してください。</translation>
    </message>
    <message>
        <source>{field} is {value}; expected one of {choices}</source>
        <translation>{field} が {value} です。{choices} のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>{field}.shape must be a list of whole numbers, found {value}</source>
        <translation>{field}.shape は整数のリストでなければなりませんが、{value} でした</translation>
    </message>
    <message>
        <source>labels must be a list of class names (text)</source>
        <translation>labels はクラス名 (テキスト) のリストでなければなりません</translation>
    </message>
    <message>
        <source>label_map must be a JSON object</source>
        <translation>label_map は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>tfds_files must be a list of file names</source>
        <translation>tfds_files はファイル名のリストでなければなりません</translation>
    </message>
    <message>
        <source>{field}.shards must be a list</source>
        <translation>{field}.shards はリストでなければなりません</translation>
    </message>
    <message>
        <source>{field}.sha256 is not a sha256 digest (64 hex digits): {value}</source>
        <translation>{field}.sha256 が sha256 ダイジェスト (16 進数 64 桁) ではありません: {value}</translation>
    </message>
    <message>
        <source>{field}.dali_index must be a file name</source>
        <translation>{field}.dali_index はファイル名でなければなりません</translation>
    </message>
    <message>
        <source>the top level must be a JSON object, found {kind}</source>
        <translation>最上位は JSON オブジェクトでなければなりませんが、{kind} でした</translation>
    </message>
    <message>
        <source>{field} must be a JSON object, found {kind}</source>
        <translation>{field} は JSON オブジェクトでなければなりませんが、{kind} でした</translation>
    </message>
    <message>
        <source>{field} is missing</source>
        <translation>{field} がありません</translation>
    </message>
    <message>
        <source>{field} has no {key}</source>
        <translation>{field} に {key} がありません</translation>
    </message>
    <message>
        <source>{field} must be text, found {value}</source>
        <translation>{field} はテキストでなければなりませんが、{value} でした</translation>
    </message>
    <message>
        <source>{field} must be a whole number &gt;= 0, found {value}</source>
        <translation>{field} は 0 以上の整数でなければなりませんが、{value} でした</translation>
    </message>
    <message>
        <source>shard {name} in the manifest is not a plain file name in this folder (it could lead outside it); it was not read</source>
        <translation>マニフェストのシャード {name} はこのフォルダー内の単純なファイル名ではありません (フォルダーの外を指すおそれがあります)。読み込みませんでした</translation>
    </message>
    <message>
        <source>DALI index {name} in the manifest is not a plain file name in this folder (it could lead outside it); it was not read</source>
        <translation>マニフェストの DALI インデックス {name} はこのフォルダー内の単純なファイル名ではありません (フォルダーの外を指すおそれがあります)。読み込みませんでした</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, outside the folder; it was not read</source>
        <translation>{path} はフォルダーの外の {target} へのリンクです。読み込みませんでした</translation>
    </message>
    <message>
        <source>the run that wrote {folder} did not finish (status: {status}); convert again with Resume</source>
        <translation>{folder} を書き出した実行は完了していません (状態: {status})。「再開」でもう一度変換してください</translation>
    </message>
    <message>
        <source>a later run into {folder} did not finish: it was replacing this dataset (its journal is there); convert again with Resume to finish it</source>
        <translation>{folder} へのその後の実行が完了していません: このデータセットを置き換える途中でした (そのジャーナルがあります)。「再開」でもう一度変換して完成させてください</translation>
    </message>
    <message>
        <source>{path}: num_classes is {n} but the manifest lists {m} label (edited or damaged)</source>
        <translation>{path}: num_classes は {n} ですが、マニフェストにはラベルが {m} 個あります (編集されたか壊れています)</translation>
    </message>
    <message>
        <source>{path}: num_classes is {n} but the manifest lists {m} labels (edited or damaged)</source>
        <translation>{path}: num_classes は {n} ですが、マニフェストにはラベルが {m} 個あります (編集されたか壊れています)</translation>
    </message>
    <message>
        <source>{path}: the label list names a class twice</source>
        <translation>{path}: ラベルの一覧に同じクラスが 2 回あります</translation>
    </message>
    <message>
        <source>split {split}: {n} of {m} shard present</source>
        <translation>分割 {split}: シャード {m} 個のうち {n} 個しかありません</translation>
    </message>
    <message>
        <source>split {split}: {n} of {m} shards present</source>
        <translation>分割 {split}: シャード {m} 個のうち {n} 個しかありません</translation>
    </message>
    <message>
        <source>{path}: split {split} says {n} record but its shards add up to {m}</source>
        <translation>{path}: 分割 {split} のレコード数は {n} ですが、そのシャードの合計は {m} です</translation>
    </message>
    <message>
        <source>{path}: split {split} says {n} records but its shards add up to {m}</source>
        <translation>{path}: 分割 {split} のレコード数は {n} ですが、そのシャードの合計は {m} です</translation>
    </message>
    <message>
        <source>{path}: total_records is {n} but the splits add up to {m} (edited or damaged)</source>
        <translation>{path}: total_records は {n} ですが、分割の合計は {m} です (編集されたか壊れています)</translation>
    </message>
    <message>
        <source>{path}: {name} is listed twice</source>
        <translation>{path}: {name} が 2 回載っています</translation>
    </message>
    <message>
        <source>{path} is missing; it lists the class names in label order</source>
        <translation>{path} がありません。クラス名をラベル順に並べたファイルです</translation>
    </message>
    <message>
        <source>{path} is far larger than the labels of this dataset</source>
        <translation>{path} はこのデータセットのラベルよりはるかに大きいファイルです</translation>
    </message>
    <message>
        <source>{path} has {n} line but the manifest lists {m} label (edited, or a class name contains a line break)</source>
        <translation>{path} は {n} 行ですが、マニフェストにはラベルが {m} 個あります (編集されたか、クラス名に改行が含まれています)</translation>
    </message>
    <message>
        <source>{path} has {n} lines but the manifest lists {m} label (edited, or a class name contains a line break)</source>
        <translation>{path} は {n} 行ですが、マニフェストにはラベルが {m} 個あります (編集されたか、クラス名に改行が含まれています)</translation>
    </message>
    <message>
        <source>{path} has {n} line but the manifest lists {m} labels (edited, or a class name contains a line break)</source>
        <translation>{path} は {n} 行ですが、マニフェストにはラベルが {m} 個あります (編集されたか、クラス名に改行が含まれています)</translation>
    </message>
    <message>
        <source>{path} has {n} lines but the manifest lists {m} labels (edited, or a class name contains a line break)</source>
        <translation>{path} は {n} 行ですが、マニフェストにはラベルが {m} 個あります (編集されたか、クラス名に改行が含まれています)</translation>
    </message>
    <message>
        <source>{path}: line {line} is {found} but label {label} is {expected} in the manifest (lines edited or swapped)</source>
        <translation>{path}: {line} 行目は {found} ですが、マニフェストではラベル {label} は {expected} です (行が編集されたか入れ替わっています)</translation>
    </message>
    <message>
        <source>{name} in the manifest is not a shard file name of this program; it was not read</source>
        <translation>マニフェストの {name} はこのプログラムのシャードのファイル名ではありません。読み込みませんでした</translation>
    </message>
    <message>
        <source>{path} (TensorFlow Datasets&apos; metadata) is missing</source>
        <translation>{path} (TensorFlow Datasets のメタデータ) がありません</translation>
    </message>
    <message>
        <source>{path} (TensorFlow Datasets&apos; metadata) cannot be read: {detail}</source>
        <translation>{path} (TensorFlow Datasets のメタデータ) を読み込めません: {detail}</translation>
    </message>
    <message>
        <source>{path} (TensorFlow Datasets&apos; metadata) does not match the manifest; TFDS would read the dataset wrongly</source>
        <translation>{path} (TensorFlow Datasets のメタデータ) がマニフェストと一致しません。TFDS がデータセットを誤って読み込みます</translation>
    </message>
    <message>
        <source>{path}: missing</source>
        <translation>{path}: ありません</translation>
    </message>
    <message>
        <source>{n} of the {m} shard files the manifest lists are missing from {folder} ({names})</source>
        <translation>マニフェストに載っている {m} 個のシャードファイルのうち {n} 個が {folder} にありません ({names})</translation>
    </message>
    <message>
        <source>{path}: cannot be read: {detail}</source>
        <translation>{path}: 読み込めません: {detail}</translation>
    </message>
    <message>
        <source>{path}: not a regular file; it was not read</source>
        <translation>{path}: 通常のファイルではありません。読み込みませんでした</translation>
    </message>
    <message>
        <source>{path}: {n} byte on disk, the manifest says {m} (file cut short or changed)</source>
        <translation>{path}: ディスク上は {n} バイトですが、マニフェストでは {m} バイトです (ファイルが途中で切れたか変更されています)</translation>
    </message>
    <message>
        <source>{path}: {n} bytes on disk, the manifest says {m} (file cut short or changed)</source>
        <translation>{path}: ディスク上は {n} バイトですが、マニフェストでは {m} バイトです (ファイルが途中で切れたか変更されています)</translation>
    </message>
    <message>
        <source>{path}: sha256 differs from the manifest (file changed or corrupted)</source>
        <translation>{path}: sha256 がマニフェストと違います (ファイルが変更されたか壊れています)</translation>
    </message>
    <message>
        <source>{path}: {n} record read, the manifest says {m} (file cut at a record boundary?)</source>
        <translation>{path}: {n} 件のレコードを読みましたが、マニフェストでは {m} 件です (レコードの境目でファイルが切れている可能性があります)</translation>
    </message>
    <message>
        <source>{path}: {n} records read, the manifest says {m} (file cut at a record boundary?)</source>
        <translation>{path}: {n} 件のレコードを読みましたが、マニフェストでは {m} 件です (レコードの境目でファイルが切れている可能性があります)</translation>
    </message>
    <message>
        <source>{path}: more records with problems; stopped checking this shard</source>
        <translation>{path}: 問題のあるレコードがさらにあります。このシャードの確認を打ち切りました</translation>
    </message>
    <message>
        <source>{path}: DALI index is far larger than its shard needs; delete it and convert again with Resume to rebuild it</source>
        <translation>{path}: DALI インデックスがシャードに必要な大きさよりはるかに大きいです。削除してから「再開」でもう一度変換し、作り直してください</translation>
    </message>
    <message>
        <source>{path}: DALI index unreadable or missing ({detail}); convert again with Resume to rebuild it</source>
        <translation>{path}: DALI インデックスが読み込めないか、ありません ({detail})。「再開」でもう一度変換し、作り直してください</translation>
    </message>
    <message>
        <source>{path}: DALI index does not match its shard; delete it and convert again with Resume to rebuild it</source>
        <translation>{path}: DALI インデックスがシャードと一致しません。削除してから「再開」でもう一度変換し、作り直してください</translation>
    </message>
    <message>
        <source>{path}: record #{n} is damaged: {sentence}; the records after it were not read</source>
        <translation>{path}: レコード #{n} が壊れています: {sentence}。その後のレコードは読み込んでいません</translation>
    </message>
    <message>
        <source>{path}: record #{n} is damaged: {detail}; the records after it were not read</source>
        <translation>{path}: レコード #{n} が壊れています: {detail}。その後のレコードは読み込んでいません</translation>
    </message>
    <message>
        <source>file ends inside a record header (truncated)</source>
        <translation>レコードのヘッダーの途中でファイルが終わっています (途中で切れています)</translation>
    </message>
    <message>
        <source>length CRC mismatch (corrupt or not a TFRecord file)</source>
        <translation>長さの CRC が一致しません (壊れているか、TFRecord ファイルではありません)</translation>
    </message>
    <message>
        <source>record length {n} is more than the {m} byte left in the file (corrupt length or truncated file)</source>
        <translation>レコードの長さ {n} が、ファイルの残り {m} バイトを超えています (長さが壊れているか、ファイルが途中で切れています)</translation>
    </message>
    <message>
        <source>record length {n} is more than the {m} bytes left in the file (corrupt length or truncated file)</source>
        <translation>レコードの長さ {n} が、ファイルの残り {m} バイトを超えています (長さが壊れているか、ファイルが途中で切れています)</translation>
    </message>
    <message>
        <source>file ends inside a record (truncated)</source>
        <translation>レコードの途中でファイルが終わっています (途中で切れています)</translation>
    </message>
    <message>
        <source>file ends before the record&apos;s data CRC (truncated)</source>
        <translation>レコードのデータ CRC の前でファイルが終わっています (途中で切れています)</translation>
    </message>
    <message>
        <source>data CRC mismatch (corrupt record)</source>
        <translation>データの CRC が一致しません (レコードが壊れています)</translation>
    </message>
    <message>
        <source>compressed data is damaged or cut short ({detail})</source>
        <translation>圧縮データが壊れているか、途中で切れています ({detail})</translation>
    </message>
    <message>
        <source>{path}: record #{n} is not a tf.train.Example: {detail}</source>
        <translation>{path}: レコード #{n} は tf.train.Example ではありません: {detail}</translation>
    </message>
    <message>
        <source>{path}: record #{n} (no file name): {sentence}</source>
        <translation>{path}: レコード #{n} (ファイル名なし): {sentence}</translation>
    </message>
    <message>
        <source>{path}: record #{n} ({file}): {sentence}</source>
        <translation>{path}: レコード #{n} ({file}): {sentence}</translation>
    </message>
    <message>
        <source>has no {feature} feature, which the manifest&apos;s feature spec lists</source>
        <translation>マニフェストの特徴量の仕様にある特徴量 {feature} がありません</translation>
    </message>
    <message>
        <source>has a {feature} feature, which the manifest&apos;s feature spec does not list</source>
        <translation>マニフェストの特徴量の仕様にない特徴量 {feature} があります</translation>
    </message>
    <message>
        <source>feature {feature} is {kind}, the manifest says {expected}</source>
        <translation>特徴量 {feature} は {kind} ですが、マニフェストでは {expected} です</translation>
    </message>
    <message>
        <source>feature {feature} has {n} value, the manifest&apos;s shape needs {m}</source>
        <translation>特徴量 {feature} の値は {n} 個ですが、マニフェストの形状では {m} 個必要です</translation>
    </message>
    <message>
        <source>feature {feature} has {n} values, the manifest&apos;s shape needs {m}</source>
        <translation>特徴量 {feature} の値は {n} 個ですが、マニフェストの形状では {m} 個必要です</translation>
    </message>
    <message>
        <source>TensorFlow cannot parse it with the manifest&apos;s features: {detail}</source>
        <translation>TensorFlow がマニフェストの特徴量で解析できません: {detail}</translation>
    </message>
    <message>
        <source>label {label} is outside 0..{top} (num_classes)</source>
        <translation>ラベル {label} が 0～{top} (num_classes) の範囲外です</translation>
    </message>
    <message>
        <source>class name {name} but label {label} is {expected} in the manifest</source>
        <translation>クラス名は {name} ですが、マニフェストではラベル {label} は {expected} です</translation>
    </message>
    <message>
        <source>raw image has {n} bytes, expected {shape}</source>
        <translation>raw 画像が {n} バイトです。{shape} のはずです</translation>
    </message>
    <message>
        <source>the image cannot be read: {detail}</source>
        <translation>画像を読み込めません: {detail}</translation>
    </message>
    <message>
        <source>image is {size}, stored size is {stored}</source>
        <translation>画像は {size} ですが、記録されたサイズは {stored} です</translation>
    </message>
    <message>
        <source>image is {size} = {mp} megapixels, above the “Largest image” limit of {limit} MP that the dataset was converted with: the conversion refuses such an image, so the dataset was changed after it (convert again to rebuild it)</source>
        <translation>画像は {size} = {mp} メガピクセルで、このデータセットを変換したときの「最大画像サイズ」の上限 {limit} MP を超えています。変換ではこのような画像は拒否されるため、変換後にデータセットが変更されています (もう一度変換して作り直してください)</translation>
    </message>
    <message>
        <source>Pillow cannot decode the image: {detail}</source>
        <translation>Pillow が画像をデコードできません: {detail}</translation>
    </message>
    <message>
        <source>TensorFlow cannot decode the image: {detail}</source>
        <translation>TensorFlow が画像をデコードできません: {detail}</translation>
    </message>
    <message>
        <source>decoded image is {size}, stored size is {stored}</source>
        <translation>デコードした画像は {size} ですが、記録されたサイズは {stored} です</translation>
    </message>
    <message>
        <source>{n} label but {m} class name</source>
        <translation>ラベルが {n} 個ですが、クラス名は {m} 個です</translation>
    </message>
    <message>
        <source>{n} labels but {m} class name</source>
        <translation>ラベルが {n} 個ですが、クラス名は {m} 個です</translation>
    </message>
    <message>
        <source>{n} label but {m} class names</source>
        <translation>ラベルが {n} 個ですが、クラス名は {m} 個です</translation>
    </message>
    <message>
        <source>{n} labels but {m} class names</source>
        <translation>ラベルが {n} 個ですが、クラス名は {m} 個です</translation>
    </message>
    <message>
        <source>label {label} is outside 0..{top}</source>
        <translation>ラベル {label} が 0～{top} の範囲外です</translation>
    </message>
    <message>
        <source>label {label} is {expected} in the manifest, the record says {found}</source>
        <translation>ラベル {label} はマニフェストでは {expected} ですが、レコードでは {found} です</translation>
    </message>
    <message>
        <source>{n} box but {m} value in {key}</source>
        <translation>ボックスが {n} 個ですが、{key} の値は {m} 個です</translation>
    </message>
    <message>
        <source>{n} boxes but {m} value in {key}</source>
        <translation>ボックスが {n} 個ですが、{key} の値は {m} 個です</translation>
    </message>
    <message>
        <source>{n} box but {m} values in {key}</source>
        <translation>ボックスが {n} 個ですが、{key} の値は {m} 個です</translation>
    </message>
    <message>
        <source>{n} boxes but {m} values in {key}</source>
        <translation>ボックスが {n} 個ですが、{key} の値は {m} 個です</translation>
    </message>
    <message>
        <source>object {i}: box {box} is not inside 0..1 with min &lt; max</source>
        <translation>オブジェクト {i}: ボックス {box} が 0～1 の範囲内にないか、min &lt; max になっていません</translation>
    </message>
    <message>
        <source>object {i}: class label {label} is outside 1..{top} (label_map.pbtxt)</source>
        <translation>オブジェクト {i}: クラスラベル {label} が 1～{top} (label_map.pbtxt) の範囲外です</translation>
    </message>
    <message>
        <source>object {i}: class {label} is {expected}, the record says {found}</source>
        <translation>オブジェクト {i}: クラス {label} は {expected} ですが、レコードでは {found} です</translation>
    </message>
    <message>
        <source>object {i} mask: is not a PNG</source>
        <translation>オブジェクト {i} のマスク: PNG ではありません</translation>
    </message>
    <message>
        <source>object {i} mask: is {size}, the image is {image}</source>
        <translation>オブジェクト {i} のマスク: {size} ですが、画像は {image} です</translation>
    </message>
    <message>
        <source>object {i} mask: cannot be decoded ({kind})</source>
        <translation>オブジェクト {i} のマスク: デコードできません ({kind})</translation>
    </message>
    <message>
        <source>segmentation mask is not a PNG</source>
        <translation>セグメンテーションマスクが PNG ではありません</translation>
    </message>
    <message>
        <source>segmentation mask is {size}, the image is {image}</source>
        <translation>セグメンテーションマスクは {size} ですが、画像は {image} です</translation>
    </message>
    <message>
        <source>segmentation mask cannot be decoded ({kind})</source>
        <translation>セグメンテーションマスクをデコードできません ({kind})</translation>
    </message>
    <message>
        <source>took over a stale lock on {folder}: another run (it is just starting) was cut off while it was being written.</source>
        <translation>{folder} に残っていた古いロックを引き継ぎました: 別の変換 (開始直後) がロックの書き込み中に中断されていました。</translation>
    </message>
    <message>
        <source>took over a stale lock on {folder}: the run started {started} by process {pid} on {host} is no longer running.</source>
        <translation>{folder} に残っていた古いロックを引き継ぎました: {host} のプロセス {pid} が {started} に開始した変換は、もう実行されていません。</translation>
    </message>
    <message>
        <source>took over a stale lock on {folder}: the run started {started} by process {pid} on {host} is no longer running (its process number has been reused).</source>
        <translation>{folder} に残っていた古いロックを引き継ぎました: {host} のプロセス {pid} が {started} に開始した変換は、もう実行されていません (そのプロセス番号は別のプロセスが使っています)。</translation>
    </message>
    <message>
        <source>no image finished in {seconds} s; looking for the one that hangs</source>
        <translation>{seconds} 秒間どの画像も完了しませんでした。止まっている画像を探しています</translation>
    </message>
    <message>
        <source>Replacing the output leaves {n} file in {folder} that this program did not write ({example})</source>
        <translation>出力を置き換えても、{folder} にあるこのプログラムが書いていないファイル {n} 個はそのまま残ります (例: {example})</translation>
    </message>
    <message>
        <source>Replacing the output leaves {n} files in {folder} that this program did not write (e.g. {example})</source>
        <translation>出力を置き換えても、{folder} にあるこのプログラムが書いていないファイル {n} 個はそのまま残ります (例: {example})</translation>
    </message>
    <message>
        <source>a worker process died or hung; retrying {n} in-flight image in a fresh worker process</source>
        <translation>ワーカープロセスが停止したか応答しなくなりました。処理中だった画像 {n} 枚を、新しいワーカープロセスで 1 枚ずつやり直しています</translation>
    </message>
    <message>
        <source>a worker process died or hung; retrying {n} in-flight images one at a time in fresh worker processes</source>
        <translation>ワーカープロセスが停止したか応答しなくなりました。処理中だった画像 {n} 枚を、新しいワーカープロセスで 1 枚ずつやり直しています</translation>
    </message>
    <message>
        <source>Resume: {folder} holds no interrupted run, so there is nothing to resume: every image is converted</source>
        <translation>再開: {folder} には中断された実行がないため、再開するものはありません。すべての画像を変換します</translation>
    </message>
    <message>
        <source>{n} shard of the interrupted run is converted again: an image in it changed after it was converted (its size or modification time differs)</source>
        <translation>中断された実行のシャードのうち {n} 個をもう一度変換します: 変換した後に、その中の画像が変更されました (サイズか更新日時が違います)</translation>
    </message>
    <message>
        <source>{n} shards of the interrupted run are converted again: an image in them changed after it was converted (its size or modification time differs)</source>
        <translation>中断された実行のシャードのうち {n} 個をもう一度変換します: 変換した後に、その中の画像が変更されました (サイズか更新日時が違います)</translation>
    </message>
    <message>
        <source>Resume: {n} file of the finished shards it keeps could not be read ({file}: {why}), so whether this version ({ours}) takes it into records as TFRecord Studio {started} did is not known; it stays as that run converted or skipped it. To check it, resume where the source can be read</source>
        <translation>再開: 残す完成済みシャードのファイルのうち {n} 個を読み込めませんでした ({file}: {why})。そのため、このバージョン ({ours}) が TFRecord Studio {started} と同じ判断でそれをレコードにするかはわかりません。そのファイルは、中断された変換での扱い (変換またはスキップ) のまま残します。確かめるには、ソースを読み込める場所で再開してください</translation>
    </message>
    <message>
        <source>Resume: {n} files of the finished shards it keeps could not be read (e.g. {file}: {why}), so whether this version ({ours}) takes them into records as TFRecord Studio {started} did is not known; they stay as that run converted or skipped them. To check them, resume where the source can be read</source>
        <translation>再開: 残す完成済みシャードのファイルのうち {n} 個を読み込めませんでした (たとえば {file}: {why})。そのため、このバージョン ({ours}) が TFRecord Studio {started} と同じ判断でそれらをレコードにするかはわかりません。それらのファイルは、中断された変換での扱い (変換またはスキップ) のまま残します。確かめるには、ソースを読み込める場所で再開してください</translation>
    </message>
    <message>
        <source>Resume: {n} files of the finished shards it keeps could not be read ({files}), so whether this version ({ours}) takes them into records as TFRecord Studio {started} did is not known; they stay as that run converted or skipped them. To check them, resume where the source can be read</source>
        <translation>再開: 残す完成済みシャードのファイルのうち {n} 個を読み込めませんでした ({files})。そのため、このバージョン ({ours}) が TFRecord Studio {started} と同じ判断でそれらをレコードにするかはわかりません。それらのファイルは、中断された変換での扱い (変換またはスキップ) のまま残します。確かめるには、ソースを読み込める場所で再開してください</translation>
    </message>
    <message>
        <source>Resume: {n} files of the finished shards it keeps could not be read ({files}; and {more} more), so whether this version ({ours}) takes them into records as TFRecord Studio {started} did is not known; they stay as that run converted or skipped them. To check them, resume where the source can be read</source>
        <translation>再開: 残す完成済みシャードのファイルのうち {n} 個を読み込めませんでした ({files}、ほか {more} 個)。そのため、このバージョン ({ours}) が TFRecord Studio {started} と同じ判断でそれらをレコードにするかはわかりません。それらのファイルは、中断された変換での扱い (変換またはスキップ) のまま残します。確かめるには、ソースを読み込める場所で再開してください</translation>
    </message>
    <message>
        <source>{n} image is a byte-identical copy of another image (listed in {file}); in another split than its original: {splits}; with another label: {labels}</source>
        <translation>{n} 枚の画像が、ほかの画像とバイト単位で同一のコピーです ({file} に一覧があります)。元の画像と別の分割にあるもの: {splits}、別のラベルのもの: {labels}</translation>
    </message>
    <message>
        <source>{n} images are byte-identical copies of other images (listed in {file}); in another split than their original: {splits}; with another label: {labels}</source>
        <translation>{n} 枚の画像が、ほかの画像とバイト単位で同一のコピーです ({file} に一覧があります)。元の画像と別の分割にあるもの: {splits}、別のラベルのもの: {labels}</translation>
    </message>
    <message>
        <source>{n} object was left out of the records, clipped, or kept with only its box (listed in {file})</source>
        <translation>{n} 個のオブジェクトを、レコードから除外したか、切り詰めたか、ボックスだけを残しました ({file} に一覧があります)</translation>
    </message>
    <message>
        <source>{n} objects were left out of the records, clipped, or kept with only their box (listed in {file})</source>
        <translation>{n} 個のオブジェクトを、レコードから除外したか、切り詰めたか、ボックスだけを残しました ({file} に一覧があります)</translation>
    </message>
    <message>
        <source>{n} photo was stored as its file is, not turned upright (its EXIF says to turn it; TensorFlow does not): it reaches the model sideways or upside down ({files}). Choose JPEG or PNG under “Format” to store it upright, or keep it as it is if your model expects that</source>
        <translation>{n} 枚の写真を、正しい向きに回転せずファイルのまま保存しました (EXIF は回転するよう指定していますが、TensorFlow は回転しません)。モデルには横向きや上下逆さまで渡ります ({files})。正しい向きで保存するには「形式」で JPEG か PNG を選んでください。モデルがこの向きを前提としているなら、このままで構いません</translation>
    </message>
    <message>
        <source>{n} photos were stored as their files are, not turned upright (their EXIF says to turn them; TensorFlow does not): they reach the model sideways or upside down ({files}). Choose JPEG or PNG under “Format” to store them upright, or keep them as they are if your model expects that</source>
        <translation>{n} 枚の写真を、正しい向きに回転せずファイルのまま保存しました (EXIF は回転するよう指定していますが、TensorFlow は回転しません)。モデルには横向きや上下逆さまで渡ります ({files})。正しい向きで保存するには「形式」で JPEG か PNG を選んでください。モデルがこの向きを前提としているなら、このままで構いません</translation>
    </message>
    <message>
        <source>{n} photos were stored as their files are, not turned upright (their EXIF says to turn them; TensorFlow does not): they reach the model sideways or upside down ({files}; and {more} more). Choose JPEG or PNG under “Format” to store them upright, or keep them as they are if your model expects that</source>
        <translation>{n} 枚の写真を、正しい向きに回転せずファイルのまま保存しました (EXIF は回転するよう指定していますが、TensorFlow は回転しません)。モデルには横向きや上下逆さまで渡ります ({files}、ほか {more} 枚)。正しい向きで保存するには「形式」で JPEG か PNG を選んでください。モデルがこの向きを前提としているなら、このままで構いません</translation>
    </message>
    <message>
        <source>the stop came after every image was written, so the dataset is complete: the run finishes</source>
        <translation>停止の指示はすべての画像を書き込んだ後に届いたので、データセットは完成しています: 変換を最後まで終えます</translation>
    </message>
    <message>
        <source>“Split” ({split}) is not used: the source gives every image its split ({splits}), which is kept</source>
        <translation>「分割」({split}) は使われません: ソースがすべての画像の分割を決めていて ({splits})、その分割のまま書き込みます</translation>
    </message>
    <message>
        <source>the source gives {given} of the {total} images their split ({splits}), which they keep; “Split” ({split}) divides the others</source>
        <translation>ソースが {total} 枚中 {given} 枚の画像の分割を決めていて ({splits})、それらはその分割のままです。「分割」({split}) で分けるのは残りの画像です</translation>
    </message>
    <message>
        <source>workers: {n} on the cluster (local Dask cluster)</source>
        <translation>ワーカー: クラスター上の {n} 個 (ローカル Dask クラスター)</translation>
    </message>
    <message>
        <source>workers: {n} on the cluster (Dask scheduler at {address})</source>
        <translation>ワーカー: クラスター上の {n} 個 ({address} の Dask スケジューラー)</translation>
    </message>
    <message>
        <source>workers: {n} on the cluster (Dask workers in cluster jobs)</source>
        <translation>ワーカー: クラスター上の {n} 個 (クラスターのジョブ内の Dask ワーカー)</translation>
    </message>
    <message>
        <source>a Dask worker is left out of this run, and the other workers convert its shards: {changes}</source>
        <translation>この変換から Dask ワーカーを 1 個外し、そのシャードはほかのワーカーが変換します: {changes}</translation>
    </message>
    <message>
        <source>the Dask worker at {worker} that was left out of this run can run its tasks now: it converts shards again</source>
        <translation>この変換から外していた {worker} の Dask ワーカーが変換を実行できるようになりました: 再びシャードを変換します</translation>
    </message>
    <message>
        <source>the Dask worker at {worker} left the scheduler during the run; a shard it was converting is converted again, from its first image, by the others (workers still there: {n}). If workers leave often, look at that machine: its memory, or its job&apos;s time limit</source>
        <translation>{worker} の Dask ワーカーが変換中にスケジューラーから抜けました。変換途中だったシャードがあれば、残りのワーカーが最初の画像から変換し直します (残りのワーカー: {n} 個)。ワーカーがたびたび抜ける場合は、そのマシンのメモリやジョブの制限時間を確認してください</translation>
    </message>
    <message>
        <source>no Dask worker can run this run&apos;s tasks yet: waiting up to {seconds} s for one that can to join</source>
        <translation>この変換のタスクを実行できる Dask ワーカーがまだありません。実行できるワーカーが加わるのを最大 {seconds} 秒待ちます</translation>
    </message>
    <message>
        <source>TensorFlow failed to start; its output:</source>
        <translation>TensorFlow を起動できませんでした。TensorFlow の出力:</translation>
    </message>
    <message>
        <source>TensorFlow is not available ({detail}); used the built-in reader</source>
        <translation>TensorFlow を使えません ({detail})。内蔵リーダーを使いました</translation>
    </message>
    <message>
        <source>stopping (cancel requested)...</source>
        <translation>停止しています (キャンセルが要求されました)…</translation>
    </message>
    <message>
        <source>stopping ({signal}): finishing bookkeeping...</source>
        <translation>停止しています ({signal}): 記録を仕上げています…</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail}</source>
        <translation>内部エラー: {kind}: {detail}</translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail} (the traceback is in the log: {path})</source>
        <translation>内部エラー: {kind}: {detail} (トレースバックはログにあります: {path})</translation>
    </message>
    <message>
        <source>{n} square image in {file} has an EXIF orientation that turns it a quarter ({examples}), and its recorded size is the same either way: its annotations are taken as drawn on the picture as shown, turned (as CVAT, Label Studio and labelme show it). If they were drawn on the image as stored, before the turn, they come out turned: check a few in Inspect, which draws the boxes</source>
        <translation>{file} の正方形の画像 {n} 枚に、90 度回転させる EXIF の向きがあり、書かれた大きさは回転の前後で同じです ({examples})。アノテーションは、回転して表示された画像に付けたものとして扱います (CVAT、Label Studio、labelme はそう表示します)。回転前の、保存されたままの画像に付けたものなら、アノテーションは回転した位置になります。検査でボックスを表示して、いくつか確かめてください。</translation>
    </message>
    <message>
        <source>{n} square images in {file} have an EXIF orientation that turns them a quarter ({examples}), and their recorded size is the same either way: their annotations are taken as drawn on the picture as shown, turned (as CVAT, Label Studio and labelme show it). If they were drawn on the image as stored, before the turn, they come out turned: check a few in Inspect, which draws the boxes</source>
        <translation>{file} の正方形の画像 {n} 枚に、90 度回転させる EXIF の向きがあり、書かれた大きさは回転の前後で同じです ({examples})。アノテーションは、回転して表示された画像に付けたものとして扱います (CVAT、Label Studio、labelme はそう表示します)。回転前の、保存されたままの画像に付けたものなら、アノテーションは回転した位置になります。検査でボックスを表示して、いくつか確かめてください。</translation>
    </message>
    <message>
        <source>{n} XML file is of a square image that an EXIF orientation turns a quarter ({examples}), and its &lt;size&gt; is the same either way: its annotations are taken as drawn on the picture as shown, turned (as CVAT, Label Studio and labelme show it). If they were drawn on the image as stored, before the turn, they come out turned: check a few in Inspect, which draws the boxes</source>
        <translation>{n} 個の XML ファイルの画像が正方形で、90 度回転させる EXIF の向きがあり、&lt;size&gt; は回転の前後で同じです ({examples})。アノテーションは、回転して表示された画像に付けたものとして扱います (CVAT、Label Studio、labelme はそう表示します)。回転前の、保存されたままの画像に付けたものなら、アノテーションは回転した位置になります。検査でボックスを表示して、いくつか確かめてください。</translation>
    </message>
    <message>
        <source>{n} XML files are of square images that an EXIF orientation turns a quarter ({examples}), and their &lt;size&gt; is the same either way: their annotations are taken as drawn on the picture as shown, turned (as CVAT, Label Studio and labelme show it). If they were drawn on the image as stored, before the turn, they come out turned: check a few in Inspect, which draws the boxes</source>
        <translation>{n} 個の XML ファイルの画像が正方形で、90 度回転させる EXIF の向きがあり、&lt;size&gt; は回転の前後で同じです ({examples})。アノテーションは、回転して表示された画像に付けたものとして扱います (CVAT、Label Studio、labelme はそう表示します)。回転前の、保存されたままの画像に付けたものなら、アノテーションは回転した位置になります。検査でボックスを表示して、いくつか確かめてください。</translation>
    </message>
    <message>
        <source>note: {sentence}</source>
        <comment>an engine log line: a remark, nothing went wrong</comment>
        <translation>メモ: {sentence}</translation>
    </message>
    <message>
        <source>warning: {sentence}</source>
        <comment>an engine log line</comment>
        <translation>警告: {sentence}</translation>
    </message>
    <message>
        <source>error: {sentence}</source>
        <comment>an engine log line</comment>
        <translation>エラー: {sentence}</translation>
    </message>
    <message>
        <source>None of the {n} input files could be converted; the reasons are in {path}.</source>
        <translation>入力ファイル {n} 個のうち、変換できたものはありません。理由は {path} にあります。</translation>
    </message>
    <message>
        <source>{path} is a file; choose a folder for the output.</source>
        <translation>{path} はファイルです。出力先にはフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The output folder is the source folder; choose another folder so the TFRecords are not mixed with your images.</source>
        <translation>出力フォルダーがソースフォルダーと同じです。TFRecord が画像と混ざらないよう、別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The output folder {out} is inside the source folder {source}; choose a folder outside it.</source>
        <translation>出力フォルダー {out} はソースフォルダー {source} の中にあります。その外にあるフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Cannot open the output folder {out}: {detail}.</source>
        <translation>出力フォルダー {out} を開けません: {detail}。</translation>
    </message>
    <message>
        <source>The output folder {out} is not empty. Choose an empty folder, or tick “Replace existing output” to replace an earlier dataset there, or press Resume to finish an interrupted run.</source>
        <translation>出力フォルダー {out} は空ではありません。空のフォルダーを選ぶか、「既存の出力を置き換える」をオンにしてそこにある以前のデータセットを置き換えるか、「再開」を押して中断された変換を完了してください。</translation>
    </message>
    <message>
        <source>The output folder {out} holds {file}, which TFRecord Studio did not write (there is no dataset of ours there), so it is not replaced. Nothing was deleted. Choose an empty folder, or move those files away.</source>
        <translation>出力フォルダー {out} には、TFRecord Studio が書いていない {file} があります (このプログラムのデータセットはありません)。そのため置き換えません。何も削除していません。空のフォルダーを選ぶか、それらのファイルを移動してください。</translation>
    </message>
    <message>
        <source>{n} image added ({files})</source>
        <translation>{n} 枚の画像が追加されました ({files})</translation>
    </message>
    <message>
        <source>{n} images added ({files})</source>
        <translation>{n} 枚の画像が追加されました ({files})</translation>
    </message>
    <message>
        <source>{n} images added ({files} and {more} more)</source>
        <translation>{n} 枚の画像が追加されました ({files} ほか {more} 枚)</translation>
    </message>
    <message>
        <source>{n} image removed ({files})</source>
        <translation>{n} 枚の画像が削除されました ({files})</translation>
    </message>
    <message>
        <source>{n} images removed ({files})</source>
        <translation>{n} 枚の画像が削除されました ({files})</translation>
    </message>
    <message>
        <source>{n} images removed ({files} and {more} more)</source>
        <translation>{n} 枚の画像が削除されました ({files} ほか {more} 枚)</translation>
    </message>
    <message>
        <source>{n} image has another class or split now ({files})</source>
        <translation>{n} 枚の画像のクラスまたは分割が変わりました ({files})</translation>
    </message>
    <message>
        <source>{n} images have another class or split now ({files})</source>
        <translation>{n} 枚の画像のクラスまたは分割が変わりました ({files})</translation>
    </message>
    <message>
        <source>{n} images have another class or split now ({files} and {more} more)</source>
        <translation>{n} 枚の画像のクラスまたは分割が変わりました ({files} ほか {more} 枚)</translation>
    </message>
    <message>
        <source>{option}: the run used {theirs}, now {ours}</source>
        <translation>{option}: 実行では {theirs}、今回は {ours}</translation>
    </message>
    <message>
        <source>Resume: the interrupted run in {out} used other options: {changes}. Press “Use the interrupted run&apos;s options” to finish it, or tick “Replace existing output” to start again with the new options.</source>
        <translation>再開: {out} の中断された実行は別のオプションを使っていました: {changes}。「中断された実行のオプションを使う」を押して完了させるか、「既存の出力を置き換える」をオンにして新しいオプションで最初からやり直してください。</translation>
    </message>
    <message>
        <source>Resume: {out} holds a finished dataset made with other options: {changes}. Tick “Replace existing output” to convert again with the new options.</source>
        <translation>再開: {out} には別のオプションで作られた完成済みのデータセットがあります: {changes}。「既存の出力を置き換える」をオンにして新しいオプションでもう一度変換してください。</translation>
    </message>
    <message>
        <source>Resume: the input files differ from those of the interrupted run in {out} (the options are the same). Put the source back as it was, or tick “Replace existing output” to convert everything again.</source>
        <translation>再開: 入力ファイルが {out} の中断された実行のものと異なります (オプションは同じです)。ソースを元に戻すか、「既存の出力を置き換える」をオンにしてすべてをもう一度変換してください。</translation>
    </message>
    <message>
        <source>Resume: {out} holds a finished dataset made from other input files (the options are the same). Tick “Replace existing output” to convert again.</source>
        <translation>再開: {out} には別の入力ファイルから作られた完成済みのデータセットがあります (オプションは同じです)。「既存の出力を置き換える」をオンにしてもう一度変換してください。</translation>
    </message>
    <message>
        <source>{path}: this is a TFRecord Studio job file (File → Save job), not images or a table. To run it, open it in the window with File → Load job.</source>
        <translation>{path}: これは TFRecord Studio のジョブファイル ([ファイル] → [ジョブを保存]) で、画像や表ではありません。実行するには、ウィンドウで [ファイル] → [ジョブを読み込む] で開いてください。</translation>
    </message>
    <message>
        <source>{path}: this is a TFRecord Studio job file (File → Save job), not images or a table. To run it, open it in the window with File → Load job. On the command line, give its source instead: {source} (with your options; the job&apos;s own are read only by the window).</source>
        <translation>{path}: これは TFRecord Studio のジョブファイル ([ファイル] → [ジョブを保存]) で、画像や表ではありません。実行するには、ウィンドウで [ファイル] → [ジョブを読み込む] で開いてください。コマンドラインでは、代わりにそのソースを指定してください: {source} (オプションはご自分で指定してください。ジョブのオプションを読むのはウィンドウだけです)。</translation>
    </message>
    <message>
        <source>The {n} input file could not be converted; the reason is in {path}.</source>
        <translation>入力ファイル {n} 個は変換できませんでした。理由は {path} にあります。</translation>
    </message>
    <message>
        <source>The output folder {out} holds an interrupted run of this source: {n} of {total} image done. Press Resume to finish it, or tick “Replace existing output” to start again (this deletes what it wrote).</source>
        <translation>出力フォルダー {out} には、このソースの中断された変換があります: 画像 {total} 枚中 {n} 枚が処理済みです。「再開」を押して完了させるか、「既存の出力を置き換える」をオンにして最初からやり直してください (処理済みの分は削除されます)。</translation>
    </message>
    <message>
        <source>The output folder {out} holds an interrupted run of this source: {n} of {total} images done. Press Resume to finish it, or tick “Replace existing output” to start again (this deletes what it wrote).</source>
        <translation>出力フォルダー {out} には、このソースの中断された変換があります: 画像 {total} 枚中 {n} 枚が処理済みです。「再開」を押して完了させるか、「既存の出力を置き換える」をオンにして最初からやり直してください (処理済みの分は削除されます)。</translation>
    </message>
    <message>
        <source>The output folder {out} holds a TFRecord Studio dataset whose manifest ({file}) cannot be read: it is damaged, or larger than any this program writes. Without it, Resume or Replace cannot tell which files there TFRecord Studio wrote, so nothing was deleted. Put back a whole copy of {file} (from a backup), or choose an empty folder.</source>
        <translation>出力フォルダー {out} には TFRecord Studio のデータセットがありますが、そのマニフェスト ({file}) を読めません。壊れているか、このプログラムが書くどのマニフェストよりも大きいためです。マニフェストがないと、そこにあるどのファイルを TFRecord Studio が書いたのかが分からないため、「再開」も「置き換える」もできません。何も削除していません。{file} の完全なコピーを (バックアップから) 戻すか、空のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The output folder {out} holds {file} and {n} more file that TFRecord Studio did not write (there is no dataset of ours there), so they are not replaced. Nothing was deleted. Choose an empty folder, or move those files away.</source>
        <translation>出力フォルダー {out} には、TFRecord Studio が書いていない {file} とほか {n} 個のファイルがあります (このプログラムのデータセットはありません)。そのため置き換えません。何も削除していません。空のフォルダーを選ぶか、それらのファイルを移動してください。</translation>
    </message>
    <message>
        <source>The output folder {out} holds {file} and {n} more files that TFRecord Studio did not write (there is no dataset of ours there), so they are not replaced. Nothing was deleted. Choose an empty folder, or move those files away.</source>
        <translation>出力フォルダー {out} には、TFRecord Studio が書いていない {file} とほか {n} 個のファイルがあります (このプログラムのデータセットはありません)。そのため置き換えません。何も削除していません。空のフォルダーを選ぶか、それらのファイルを移動してください。</translation>
    </message>
    <message>
        <source>The output folder {out} holds {file}, which our dataset there does not list (another program wrote it), and this run would write a file of that name. Nothing was deleted. Move it away, or choose another “Prefix” or output folder.</source>
        <translation>出力フォルダー {out} には {file} があります。これはそこにあるデータセットに記載されていない (別のプログラムが書いた) ファイルで、この変換は同じ名前のファイルを書き込みます。何も削除していません。そのファイルを移動するか、別の「接頭辞」または出力フォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Replacing the existing output: cannot delete {path}: {detail}.</source>
        <translation>既存の出力を置き換えています: {path} を削除できません: {detail}。</translation>
    </message>
    <message>
        <source>Cannot make the output folder {out} or write in it: {detail}. Choose another folder, for example one in your Documents.</source>
        <translation>出力フォルダー {out} を作成できないか、その中に書き込めません: {detail}。別のフォルダー (たとえば「ドキュメント」の中のフォルダー) を選んでください。</translation>
    </message>
    <message>
        <source>The output folder {out} is on a file system that does not support file locking ({detail}), which keeps two runs from writing into one folder. Choose a folder on a local disk, or ask the administrator of that share to enable file locking.</source>
        <translation>出力フォルダー {out} は、ファイルロックに対応していないファイルシステム上にあります ({detail})。ファイルロックは、二つの変換が同じフォルダーに書き込むのを防ぎます。ローカルディスク上のフォルダーを選ぶか、その共有フォルダーの管理者にファイルロックを有効にするよう依頼してください。</translation>
    </message>
    <message>
        <source>Could not lock the output folder {out}: its lock file {path} keeps changing. Is another run starting there again and again?</source>
        <translation>出力フォルダー {out} をロックできません: ロックファイル {path} が変わり続けています。別の変換がそこで何度も開始されていませんか?</translation>
    </message>
    <message>
        <source>The output folder {out} is in use by {sentence}. Wait for that run to finish, or choose another folder. (If that run is certainly over, delete {path}.)</source>
        <translation>出力フォルダー {out} は、{sentence}が使用中です。その変換が終わるのを待つか、別のフォルダーを選んでください。(その変換が確実に終わっている場合は、{path} を削除してください。)</translation>
    </message>
    <message>
        <source>the run started {started} by process {pid} on {host}</source>
        <translation>{host} のプロセス {pid} が {started} に開始した変換</translation>
    </message>
    <message>
        <source>another run (it is just starting)</source>
        <translation>別の変換 (開始直後)</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full. Free some space (or choose another output folder), then press Resume to continue where it stopped.</source>
        <translation>{folder} のあるディスクがいっぱいです。空き容量を増やして (または別の出力フォルダーを選んで)、「再開」を押すと、止まったところから続けられます。</translation>
    </message>
    <message>
        <source>Your disk quota for {folder} is used up. Free some space, then press Resume.</source>
        <translation>{folder} のディスククォータを使い切りました。空き容量を増やしてから「再開」を押してください。</translation>
    </message>
    <message>
        <source>Could not write to {folder}: {detail}. Check the disk and the folder&apos;s permissions, then press Resume.</source>
        <translation>{folder} に書き込めませんでした: {detail}。ディスクとフォルダーのアクセス権を確認してから「再開」を押してください。</translation>
    </message>
    <message>
        <source>The temporary folder {folder} is full: the list of objects left out or clipped (objects.csv) is kept there while the source is converted. Free some space on that disk, then try again.</source>
        <translation>一時フォルダー {folder} のあるディスクがいっぱいです。除外または切り詰めた物体の一覧 (objects.csv) は、変換中はそこに置かれます。そのディスクの空き容量を増やしてから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>Could not use the temporary folder {folder}: {detail}. The list of objects left out or clipped (objects.csv) is kept there while the source is converted. Check that folder, then try again.</source>
        <translation>一時フォルダー {folder} を使えませんでした: {detail}。除外または切り詰めた物体の一覧 (objects.csv) は、変換中はそこに置かれます。そのフォルダーを確認してから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The {n} image still to write needs about {need}; {free} is free now.</source>
        <translation>書き込みが残っている画像 {n} 枚には約 {need} が必要です。現在の空き容量は {free} です。</translation>
    </message>
    <message>
        <source>The {n} images still to write need about {need}; {free} is free now.</source>
        <translation>書き込みが残っている画像 {n} 枚には約 {need} が必要です。現在の空き容量は {free} です。</translation>
    </message>
    <message>
        <source>The {n} image still to write needs about {need}.</source>
        <translation>書き込みが残っている画像 {n} 枚には約 {need} が必要です。</translation>
    </message>
    <message>
        <source>The {n} images still to write need about {need}.</source>
        <translation>書き込みが残っている画像 {n} 枚には約 {need} が必要です。</translation>
    </message>
    <message>
        <source>The {n} image still to write, counting the {m} kept, which Resume copies into a new file, needs about {need}; {free} is free now.</source>
        <translation>書き込みが残っている画像 {n} 枚 (「再開」が新しいファイルにコピーする変換済みの {m} 枚を含む) には約 {need} が必要です。現在の空き容量は {free} です。</translation>
    </message>
    <message>
        <source>The {n} images still to write, counting the {m} kept, which Resume copies into a new file, need about {need}; {free} is free now.</source>
        <translation>書き込みが残っている画像 {n} 枚 (「再開」が新しいファイルにコピーする変換済みの {m} 枚を含む) には約 {need} が必要です。現在の空き容量は {free} です。</translation>
    </message>
    <message>
        <source>The {n} image still to write, counting the {m} kept, which Resume copies into a new file, needs about {need}.</source>
        <translation>書き込みが残っている画像 {n} 枚 (「再開」が新しいファイルにコピーする変換済みの {m} 枚を含む) には約 {need} が必要です。</translation>
    </message>
    <message>
        <source>The {n} images still to write, counting the {m} kept, which Resume copies into a new file, need about {need}.</source>
        <translation>書き込みが残っている画像 {n} 枚 (「再開」が新しいファイルにコピーする変換済みの {m} 枚を含む) には約 {need} が必要です。</translation>
    </message>
    <message>
        <source>The {n} image already converted into the unfinished shard is kept: Resume continues from there.</source>
        <translation>書きかけのシャードに変換済みの {n} 枚は残っています。「再開」はそこから続けます。</translation>
    </message>
    <message>
        <source>The {n} images already converted into the unfinished shard are kept: Resume continues from there.</source>
        <translation>書きかけのシャードに変換済みの {n} 枚は残っています。「再開」はそこから続けます。</translation>
    </message>
    <message>
        <source>The run used the turbo JPEG decoder (--decoder turbo on the command line), which needs simplejpeg and opencv-python-headless; they are not installed here (pip install &apos;tfrecord-studio[turbo]&apos;).</source>
        <translation>この変換は turbo JPEG デコーダー (コマンドラインの --decoder turbo) を使っていました。これには simplejpeg と opencv-python-headless が必要ですが、ここにはインストールされていません (pip install &apos;tfrecord-studio[turbo]&apos;)。</translation>
    </message>
    <message>
        <source>TFRS_DECODER=turbo needs simplejpeg and opencv-python-headless (pip install &apos;tfrecord-studio[turbo]&apos;)</source>
        <translation>TFRS_DECODER=turbo には simplejpeg と opencv-python-headless が必要です (pip install &apos;tfrecord-studio[turbo]&apos;)</translation>
    </message>
    <message>
        <source>none of the sampled images could be converted; start the conversion to see the reasons (under Failures)</source>
        <translation>サンプルの画像を 1 枚も変換できませんでした。変換を開始すると、理由が「失敗」タブに表示されます</translation>
    </message>
    <message>
        <source>empty file: no records</source>
        <translation>空のファイルです: レコードがありません</translation>
    </message>
    <message>
        <source>empty file: no records (the {compression} data decompresses to nothing)</source>
        <translation>空のファイルです: レコードがありません ({compression} データを展開すると何も残りません)</translation>
    </message>
    <message>
        <source>cannot read the file ({detail})</source>
        <translation>ファイルを読み込めません ({detail})</translation>
    </message>
    <message>
        <source>not a TFRecord file (too short to hold one record)</source>
        <translation>TFRecord ファイルではありません (レコード 1 件分の長さもありません)</translation>
    </message>
    <message>
        <source>not a TFRecord file (its first record header is invalid)</source>
        <translation>TFRecord ファイルではありません (最初のレコードのヘッダーが不正です)</translation>
    </message>
    <message>
        <source>not a TFRecord file, or a damaged ZLIB-compressed one: it starts like ZLIB data but cannot be decompressed ({detail})</source>
        <translation>TFRecord ファイルではないか、壊れた ZLIB 圧縮ファイルです: ZLIB データのように始まりますが、展開できません ({detail})</translation>
    </message>
    <message>
        <source>compressed data ends early (file truncated)</source>
        <translation>圧縮データが途中で終わっています (ファイルが途中で切れています)</translation>
    </message>
    <message>
        <source>compressed data is damaged ({detail})</source>
        <translation>圧縮データが壊れています ({detail})</translation>
    </message>
    <message>
        <source>{n} record, 1 damaged ({which}): its data does not match its checksum; the records after it were read and checked</source>
        <translation>{n} 件のレコードのうち 1 件が壊れています ({which}): データがチェックサムと一致しません。その後のレコードは読み込んで確認しました</translation>
    </message>
    <message>
        <source>{n} records, 1 damaged ({which}): its data does not match its checksum; the records after it were read and checked</source>
        <translation>{n} 件のレコードのうち 1 件が壊れています ({which}): データがチェックサムと一致しません。その後のレコードは読み込んで確認しました</translation>
    </message>
    <message>
        <source>{n} records, {m} damaged ({which}): their data does not match their checksums; the records around them were read and checked</source>
        <translation>{n} 件のレコードのうち {m} 件が壊れています ({which}): データがチェックサムと一致しません。その前後のレコードは読み込んで確認しました</translation>
    </message>
    <message>
        <source>reading stopped at record #{r} (byte {n}): its length is damaged, so the records after it, if any, cannot be located</source>
        <translation>レコード #{r} (バイト {n}) で読み込みを中止しました: その長さが壊れているため、その後にレコードがあっても位置を特定できません</translation>
    </message>
    <message>
        <source>the file is cut short: it ends inside record #{r}, so that record and any after it are missing</source>
        <translation>ファイルが途中で切れています: レコード #{r} の途中で終わっているため、そのレコードとその後のレコードはありません</translation>
    </message>
    <message>
        <source>the file is cut short: it ends inside record #{r} ({n} bytes, the manifest says {m}), so the records from #{r} on are missing: {k} of the {total} the manifest lists</source>
        <translation>ファイルが途中で切れています: レコード #{r} の途中で終わっています ({n} バイト、マニフェストでは {m} バイト)。#{r} 以降のレコードがありません: マニフェストにある {total} 件のうち {k} 件です</translation>
    </message>
    <message>
        <source>the file is cut short after {n} record: the manifest lists {total} ({size} bytes on disk, the manifest says {m}), so the records from #{n} on are missing</source>
        <translation>ファイルが {n} 件のレコードの後で切れています: マニフェストには {total} 件あります (ディスク上は {size} バイト、マニフェストでは {m} バイト)。#{n} 以降のレコードがありません</translation>
    </message>
    <message>
        <source>the file is cut short after {n} records: the manifest lists {total} ({size} bytes on disk, the manifest says {m}), so the records from #{n} on are missing</source>
        <translation>ファイルが {n} 件のレコードの後で切れています: マニフェストには {total} 件あります (ディスク上は {size} バイト、マニフェストでは {m} バイト)。#{n} 以降のレコードがありません</translation>
    </message>
    <message>
        <source>no records, as the manifest lists: every image planned for this shard failed to convert (rejected.csv says why)</source>
        <translation>マニフェストのとおりレコードはありません: このシャードに割り当てた画像はすべて変換できませんでした (理由は rejected.csv にあります)</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s reader stops at the first damaged record (DataLossError), so this file cannot be used for training until it is written again</source>
        <translation>TensorFlow のリーダーは最初の壊れたレコードで停止します (DataLossError)。このファイルは書き直すまで学習に使えません</translation>
    </message>
    <message>
        <source>Most images in these files are almost black ({n} of {m} looked at; brightest value {v} of 255). If they came from a {bits}-bit camera, convert the source again with {bits} bits under “16-bit images” on the Convert tab.</source>
        <translation>これらのファイルの画像のほとんどがほぼ真っ黒です (調べた {m} 枚のうち {n} 枚、最も明るい値は 255 のうち {v})。{bits} ビットのカメラの画像なら、「変換」タブの「16 ビット画像」で {bits} ビットを選び、ソースをもう一度変換してください。</translation>
    </message>
    <message>
        <source>The manifest lists {n} shard file; it is not in this folder ({names})</source>
        <translation>マニフェストには {n} 個のシャードファイルが載っていますが、そのうち 1 個がこのフォルダーにありません ({names})</translation>
    </message>
    <message>
        <source>The manifest lists {n} shard files; 1 of them is not in this folder ({names})</source>
        <translation>マニフェストには {n} 個のシャードファイルが載っていますが、そのうち 1 個がこのフォルダーにありません ({names})</translation>
    </message>
    <message>
        <source>The manifest lists {n} shard files; {m} of them are not in this folder ({names})</source>
        <translation>マニフェストには {n} 個のシャードファイルが載っていますが、そのうち {m} 個がこのフォルダーにありません ({names})</translation>
    </message>
    <message>
        <source>This folder holds 1 TFRecord file that the manifest does not list ({names})</source>
        <translation>このフォルダーには、マニフェストに載っていない TFRecord ファイルが 1 個あります ({names})</translation>
    </message>
    <message>
        <source>This folder holds {n} TFRecord files that the manifest does not list ({names})</source>
        <translation>このフォルダーには、マニフェストに載っていない TFRecord ファイルが {n} 個あります ({names})</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run was cancelled after {n} of {total} shard ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>このデータセットは完成していません: 実行は {total} 個のシャードのうち {n} 個を書き出したところでキャンセルされました (画像は {planned} 枚中 {m} 枚)。「変換」タブの「再開」で完成させてください。</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run was cancelled after {n} of {total} shards ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>このデータセットは完成していません: 実行は {total} 個のシャードのうち {n} 個を書き出したところでキャンセルされました (画像は {planned} 枚中 {m} 枚)。「変換」タブの「再開」で完成させてください。</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run failed after {n} of {total} shard ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>このデータセットは完成していません: 実行は {total} 個のシャードのうち {n} 個を書き出したところで失敗しました (画像は {planned} 枚中 {m} 枚)。「変換」タブの「再開」で完成させてください。</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run failed after {n} of {total} shards ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>このデータセットは完成していません: 実行は {total} 個のシャードのうち {n} 個を書き出したところで失敗しました (画像は {planned} 枚中 {m} 枚)。「変換」タブの「再開」で完成させてください。</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run stopped before its end (the program was closed or crashed) after {n} of {total} shard ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>このデータセットは完成していません: 実行は {total} 個のシャードのうち {n} 個を書き出したところで途中で止まりました (プログラムが閉じられたか、クラッシュしました。画像は {planned} 枚中 {m} 枚)。「変換」タブの「再開」で完成させてください。</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run stopped before its end (the program was closed or crashed) after {n} of {total} shards ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>このデータセットは完成していません: 実行は {total} 個のシャードのうち {n} 個を書き出したところで途中で止まりました (プログラムが閉じられたか、クラッシュしました。画像は {planned} 枚中 {m} 枚)。「変換」タブの「再開」で完成させてください。</translation>
    </message>
    <message>
        <source>This dataset is not finished: every shard is written ({total} shard), but the run ended before it recorded the dataset as finished. Finish it with Resume on the Convert tab.</source>
        <translation>このデータセットは完成していません: シャード {total} 個はすべて書き出されましたが、実行はデータセットの完成を記録する前に終わりました。「変換」タブの「再開」で完成させてください。</translation>
    </message>
    <message>
        <source>This dataset is not finished: every shard is written ({total} shards), but the run ended before it recorded the dataset as finished. Finish it with Resume on the Convert tab.</source>
        <translation>このデータセットは完成していません: シャード {total} 個はすべて書き出されましたが、実行はデータセットの完成を記録する前に終わりました。「変換」タブの「再開」で完成させてください。</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run that wrote it did not reach its end. Finish it with Resume on the Convert tab.</source>
        <translation>このデータセットは完成していません: 書き出した実行が最後まで終わっていません。「変換」タブの「再開」で完成させてください。</translation>
    </message>
    <message>
        <source>This dataset is not complete: its file names say {total} shards ({pattern}), and {m} of them is not in this folder</source>
        <translation>このデータセットはそろっていません: ファイル名によるとシャードは {total} 個 ({pattern}) ですが、そのうち {m} 個がこのフォルダーにありません</translation>
    </message>
    <message>
        <source>This dataset is not complete: its file names say {total} shards ({pattern}), and {m} of them are not in this folder</source>
        <translation>このデータセットはそろっていません: ファイル名によるとシャードは {total} 個 ({pattern}) ですが、そのうち {m} 個がこのフォルダーにありません</translation>
    </message>
    <message>
        <source>{n} shard is not in this folder: {names}</source>
        <translation>このフォルダーにないシャード ({n} 個): {names}</translation>
    </message>
    <message>
        <source>{n} shards are not in this folder: {names}</source>
        <translation>このフォルダーにないシャード ({n} 個): {names}</translation>
    </message>
    <message>
        <source>{n} more image is kept for Resume in {m} unfinished shard (a hidden .partial file, not read here)</source>
        <translation>ほかに {n} 枚が、未完成のシャード {m} 個 (隠しファイル .partial、ここでは読みません) に「再開」のために残っています</translation>
    </message>
    <message>
        <source>{n} more images are kept for Resume in {m} unfinished shard (a hidden .partial file, not read here)</source>
        <translation>ほかに {n} 枚が、未完成のシャード {m} 個 (隠しファイル .partial、ここでは読みません) に「再開」のために残っています</translation>
    </message>
    <message>
        <source>{n} more image is kept for Resume in {m} unfinished shards (hidden .partial files, not read here)</source>
        <translation>ほかに {n} 枚が、未完成のシャード {m} 個 (隠しファイル .partial、ここでは読みません) に「再開」のために残っています</translation>
    </message>
    <message>
        <source>{n} more images are kept for Resume in {m} unfinished shards (hidden .partial files, not read here)</source>
        <translation>ほかに {n} 枚が、未完成のシャード {m} 個 (隠しファイル .partial、ここでは読みません) に「再開」のために残っています</translation>
    </message>
    <message>
        <source>{n} more image is in {m} unfinished shard (a hidden .partial file, not read here): Resume keeps it if it reads back whole</source>
        <translation>ほかに {n} 枚が未完成のシャード {m} 個 (隠しファイル .partial、ここでは読みません) にあります。「再開」は完全に読み戻せれば残します</translation>
    </message>
    <message>
        <source>{n} more images are in {m} unfinished shard (a hidden .partial file, not read here): Resume keeps those that read back whole</source>
        <translation>ほかに {n} 枚が未完成のシャード {m} 個 (隠しファイル .partial、ここでは読みません) にあります。「再開」は完全に読み戻せるものを残します</translation>
    </message>
    <message>
        <source>{n} more image is in {m} unfinished shards (hidden .partial files, not read here): Resume keeps it if it reads back whole</source>
        <translation>ほかに {n} 枚が未完成のシャード {m} 個 (隠しファイル .partial、ここでは読みません) にあります。「再開」は完全に読み戻せれば残します</translation>
    </message>
    <message>
        <source>{n} more images are in {m} unfinished shards (hidden .partial files, not read here): Resume keeps those that read back whole</source>
        <translation>ほかに {n} 枚が未完成のシャード {m} 個 (隠しファイル .partial、ここでは読みません) にあります。「再開」は完全に読み戻せるものを残します</translation>
    </message>
    <message>
        <source>no TFRecord files found in this folder: choose the folder a conversion wrote them to, or the .tfrecord files themselves</source>
        <translation>このフォルダーに TFRecord ファイルが見つかりません: 変換で書き出したフォルダーか、.tfrecord ファイルそのものを選んでください</translation>
    </message>
    <message>
        <source>cannot read this folder ({detail})</source>
        <translation>このフォルダーを読み込めません ({detail})</translation>
    </message>
    <message>
        <source>not a file or folder</source>
        <translation>ファイルでもフォルダーでもありません</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>存在しません</translation>
    </message>
    <message>
        <source>{folder} holds the masks, not the images: the folder above it, {parent}, holds the images with their masks. To convert the images with their masks, choose that folder as the source</source>
        <translation>{folder} にあるのはマスクで、画像ではありません。画像とそのマスクはその上のフォルダー {parent} にあります。画像をマスクと一緒に変換するには、そのフォルダーをソースに選んでください</translation>
    </message>
    <message>
        <source>no mask: {folder}/ has no {name}.png, .tif or .tiff for this image; save its mask there by that name</source>
        <translation>マスクがありません: {folder}/ にこの画像の {name}.png、.tif、.tiff のいずれもありません。この画像のマスクをその名前でそこに保存してください</translation>
    </message>
    <message>
        <source>a polygon of fewer than 3 points outlines nothing: it is not used, the object keeps its box (to keep its shape, fix the polygon in the annotation tool and export again)</source>
        <translation>点が 3 つ未満のポリゴンは何も囲みません: このポリゴンは使わず、オブジェクトのボックスはそのまま残します (形を残すには、アノテーションツールでポリゴンを直してもう一度書き出してください)</translation>
    </message>
    <message>
        <source>the mask {mask} holds decimal numbers (a 32-bit float image); class masks hold whole class values: save it as an 8-bit or 16-bit grey PNG or TIFF (in ImageJ: Image &gt; Type &gt; 8-bit or 16-bit)</source>
        <translation>マスク {mask} は小数の値を持つ画像 (32 ビット浮動小数点) です。クラスマスクの値は整数のクラス番号なので、8 ビットまたは 16 ビットのグレースケールの PNG か TIFF で保存し直してください (ImageJ では Image &gt; Type &gt; 8-bit または 16-bit)</translation>
    </message>
    <message>
        <source>{n} image has no mask of its own name, but a mask named so with a word more is there ({examples}): a mask is found by its image&apos;s name, so rename the mask to its image&apos;s name</source>
        <translation>{n} 枚の画像に同じ名前のマスクがありませんが、名前に語句が付いたマスクがあります ({examples})。マスクは画像と同じ名前で探すので、マスクの名前を画像と同じにしてください</translation>
    </message>
    <message>
        <source>{n} images have no mask of their own name, but masks named so with a word more are there ({examples}): a mask is found by its image&apos;s name, so rename the masks to their images&apos; names</source>
        <translation>{n} 枚の画像に同じ名前のマスクがありませんが、名前に語句が付いたマスクがあります ({examples})。マスクは画像と同じ名前で探すので、マスクの名前を画像と同じにしてください</translation>
    </message>
    <message>
        <source>{file} line {line}: the wrong number of values ({count}) for a box (class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image is skipped with its {n} other box. Correct or delete that line</source>
        <translation>{file} の {line} 行目: 値の数 ({count} 個) がボックス (class cx cy w h: 5 個) にもポリゴン (class x1 y1 x2 y2 x3 y3 ...: 7 個以上の奇数) にも合いません。この画像は、ほかのボックス {n} 個とともにスキップします。その行を直すか削除してください</translation>
    </message>
    <message>
        <source>{file} line {line}: the wrong number of values ({count}) for a box (class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image is skipped with its {n} other boxes. Correct or delete that line</source>
        <translation>{file} の {line} 行目: 値の数 ({count} 個) がボックス (class cx cy w h: 5 個) にもポリゴン (class x1 y1 x2 y2 x3 y3 ...: 7 個以上の奇数) にも合いません。この画像は、ほかのボックス {n} 個とともにスキップします。その行を直すか削除してください</translation>
    </message>
    <message>
        <source>{file} line {line}: the wrong number of values ({count}) for a box (class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image is skipped. Correct or delete that line</source>
        <translation>{file} の {line} 行目: 値の数 ({count} 個) がボックス (class cx cy w h: 5 個) にもポリゴン (class x1 y1 x2 y2 x3 y3 ...: 7 個以上の奇数) にも合いません。この画像はスキップします。その行を直すか削除してください</translation>
    </message>
    <message>
        <source>{file} line {line}: {text} is not numbers (class cx cy w h); the image is skipped with its {n} other box. Correct the numbers on that line</source>
        <translation>{file} の {line} 行目: {text} が数値ではありません (class cx cy w h)。この画像は、ほかのボックス {n} 個とともにスキップします。その行の数値を直してください</translation>
    </message>
    <message>
        <source>{file} line {line}: {text} is not numbers (class cx cy w h); the image is skipped with its {n} other boxes. Correct the numbers on that line</source>
        <translation>{file} の {line} 行目: {text} が数値ではありません (class cx cy w h)。この画像は、ほかのボックス {n} 個とともにスキップします。その行の数値を直してください</translation>
    </message>
    <message>
        <source>{file} line {line}: {text} is not numbers (class cx cy w h); the image is skipped. Correct the numbers on that line</source>
        <translation>{file} の {line} 行目: {text} が数値ではありません (class cx cy w h)。この画像はスキップします。その行の数値を直してください</translation>
    </message>
    <message>
        <source>{file} annotation {id} has no category_id; the image is skipped with its {n} other object. Give the annotation the id of its category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} のアノテーション {id} に category_id がありません。この画像は、ほかのオブジェクト {n} 個とともにスキップします。{file} で、このアノテーションにカテゴリーの id (&apos;categories&apos; のいずれか) を付けてください</translation>
    </message>
    <message>
        <source>{file} annotation {id} has no category_id; the image is skipped with its {n} other objects. Give the annotation the id of its category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} のアノテーション {id} に category_id がありません。この画像は、ほかのオブジェクト {n} 個とともにスキップします。{file} で、このアノテーションにカテゴリーの id (&apos;categories&apos; のいずれか) を付けてください</translation>
    </message>
    <message>
        <source>{file} annotation {id} has no category_id; the image is skipped. Give the annotation the id of its category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} のアノテーション {id} に category_id がありません。この画像はスキップします。{file} で、このアノテーションにカテゴリーの id (&apos;categories&apos; のいずれか) を付けてください</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its category_id {category} is not a category&apos;s id (one number or name); the image is skipped with its {n} other object. Give the annotation the id of one category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} のアノテーション {id}: category_id が {category} で、カテゴリーの id (数値か名前 1 つ) ではありません。この画像は、ほかのオブジェクト {n} 個とともにスキップします。{file} で、このアノテーションにカテゴリー 1 つの id (&apos;categories&apos; のいずれか) を付けてください</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its category_id {category} is not a category&apos;s id (one number or name); the image is skipped with its {n} other objects. Give the annotation the id of one category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} のアノテーション {id}: category_id が {category} で、カテゴリーの id (数値か名前 1 つ) ではありません。この画像は、ほかのオブジェクト {n} 個とともにスキップします。{file} で、このアノテーションにカテゴリー 1 つの id (&apos;categories&apos; のいずれか) を付けてください</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its category_id {category} is not a category&apos;s id (one number or name); the image is skipped. Give the annotation the id of one category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} のアノテーション {id}: category_id が {category} で、カテゴリーの id (数値か名前 1 つ) ではありません。この画像はスキップします。{file} で、このアノテーションにカテゴリー 1 つの id (&apos;categories&apos; のいずれか) を付けてください</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but its image {name} is {w}x{h}; the image is skipped with its {n} other object. An RLE mask is its image&apos;s size (&apos;size&apos;: [height, width]): correct the annotation or its image_id in {file}, or export the annotations again</source>
        <translation>{file} のアノテーション {id}: RLE マスクのサイズ ({mask_w}x{mask_h}) が画像 {name} のサイズ ({w}x{h}) と違います。この画像は、ほかのオブジェクト {n} 個とともにスキップします。RLE マスクは画像と同じサイズです (&apos;size&apos;: [高さ, 幅])。{file} のこのアノテーションか image_id を直すか、アノテーションをもう一度書き出してください</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but its image {name} is {w}x{h}; the image is skipped with its {n} other objects. An RLE mask is its image&apos;s size (&apos;size&apos;: [height, width]): correct the annotation or its image_id in {file}, or export the annotations again</source>
        <translation>{file} のアノテーション {id}: RLE マスクのサイズ ({mask_w}x{mask_h}) が画像 {name} のサイズ ({w}x{h}) と違います。この画像は、ほかのオブジェクト {n} 個とともにスキップします。RLE マスクは画像と同じサイズです (&apos;size&apos;: [高さ, 幅])。{file} のこのアノテーションか image_id を直すか、アノテーションをもう一度書き出してください</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but its image {name} is {w}x{h}; the image is skipped. An RLE mask is its image&apos;s size (&apos;size&apos;: [height, width]): correct the annotation or its image_id in {file}, or export the annotations again</source>
        <translation>{file} のアノテーション {id}: RLE マスクのサイズ ({mask_w}x{mask_h}) が画像 {name} のサイズ ({w}x{h}) と違います。この画像はスキップします。RLE マスクは画像と同じサイズです (&apos;size&apos;: [高さ, 幅])。{file} のこのアノテーションか image_id を直すか、アノテーションをもう一度書き出してください</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} value that is no class: {values} (the class names list has classes 0 to {last}; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>マスク {mask} に、どのクラスでもない値が {n} 個あります: {values} (クラス名の一覧はクラス 0～{last}、255 = 無視)。クラス名のファイルにクラス {top} まで名前の行を追加するか、そのピクセルをクラスの値で塗り直してください</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} values that are no class: {values} (the class names list has classes 0 to {last}; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>マスク {mask} に、どのクラスでもない値が {n} 個あります: {values} (クラス名の一覧はクラス 0～{last}、255 = 無視)。クラス名のファイルにクラス {top} まで名前の行を追加するか、そのピクセルをクラスの値で塗り直してください</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} value that is no class: {values} (the class names list has only class 0; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>マスク {mask} に、どのクラスでもない値が {n} 個あります: {values} (クラス名の一覧はクラス 0 だけ、255 = 無視)。クラス名のファイルにクラス {top} まで名前の行を追加するか、そのピクセルをクラスの値で塗り直してください</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} values that are no class: {values} (the class names list has only class 0; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>マスク {mask} に、どのクラスでもない値が {n} 個あります: {values} (クラス名の一覧はクラス 0 だけ、255 = 無視)。クラス名のファイルにクラス {top} まで名前の行を追加するか、そのピクセルをクラスの値で塗り直してください</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} value that is no class: {values} (the class names list has classes 0 and 1; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>マスク {mask} に、どのクラスでもない値が {n} 個あります: {values} (クラス名の一覧はクラス 0 と 1、255 = 無視)。クラス名のファイルにクラス {top} まで名前の行を追加するか、そのピクセルをクラスの値で塗り直してください</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} values that are no class: {values} (the class names list has classes 0 and 1; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>マスク {mask} に、どのクラスでもない値が {n} 個あります: {values} (クラス名の一覧はクラス 0 と 1、255 = 無視)。クラス名のファイルにクラス {top} まで名前の行を追加するか、そのピクセルをクラスの値で塗り直してください</translation>
    </message>
    <message>
        <source>{sentence}. The mask looks smoothed (anti-aliased) or saved as JPEG: save masks as PNG without smoothing</source>
        <translation>{sentence}。マスクが平滑化 (アンチエイリアス) されているか、JPEG で保存されているようです: マスクは平滑化せずに PNG で保存してください</translation>
    </message>
    <message>
        <source>the mask {mask} looks smoothed (anti-aliased) or saved as JPEG: {n} of its values ({values}) lie only along the edges between other values, as a soft edge blends two classes, never in an area of their own. Save the masks again as PNG without smoothing, each pixel holding its class&apos;s value</source>
        <translation>マスク {mask} は平滑化 (アンチエイリアス) されているか、JPEG で保存されているようです: {n} 個の値 ({values}) がほかの値との境目にだけあり、その値だけの領域がありません。ぼかした境目で 2 つのクラスが混ざった値です。マスクを平滑化せずに PNG で保存し直し、各ピクセルにそのクラスの値を入れてください</translation>
    </message>
    <message>
        <source>{n} image in {folder} is in no list of ImageSets/Segmentation, so it is not converted: those lists name the images that have class masks</source>
        <translation>{folder} の画像 {n} 枚は ImageSets/Segmentation のどの一覧にもないため変換しません。これらの一覧にはクラスマスクのある画像が載っています</translation>
    </message>
    <message>
        <source>{n} images in {folder} are in no list of ImageSets/Segmentation, so they are not converted: those lists name the images that have class masks</source>
        <translation>{folder} の画像 {n} 枚は ImageSets/Segmentation のどの一覧にもないため変換しません。これらの一覧にはクラスマスクのある画像が載っています</translation>
    </message>
    <message>
        <source>{n} image that {file} names has other capital letters in its file name ({examples}): it was matched by its name, as Windows and macOS match names. Check in Inspect that its boxes fit it</source>
        <translation>{file} が示す画像 {n} 枚は、ファイル名の大文字と小文字が実際のファイルと違います ({examples})。Windows や macOS と同じように名前で対応させました。検査でボックスが画像に合っているか確かめてください</translation>
    </message>
    <message>
        <source>{n} images that {file} names have other capital letters in their file names ({examples}): they were matched by their names, as Windows and macOS match names. Check in Inspect that their boxes fit them</source>
        <translation>{file} が示す画像 {n} 枚は、ファイル名の大文字と小文字が実際のファイルと違います ({examples})。Windows や macOS と同じように名前で対応させました。検査でボックスが画像に合っているか確かめてください</translation>
    </message>
    <message>
        <source>{n} image that {file} names is not beside it or in its images folder, and was found by its name in a folder below: {examples}. Check in Inspect that its boxes fit it</source>
        <translation>{file} が示す画像 {n} 枚は、同じ場所にも images フォルダーにもなく、その下のフォルダーで名前から見つけました: {examples}。検査でボックスが画像に合っているか確かめてください</translation>
    </message>
    <message>
        <source>{n} images that {file} names are not beside it or in its images folder, and were found by their names in the folders below: {examples}. Check in Inspect that their boxes fit them</source>
        <translation>{file} が示す画像 {n} 枚は、同じ場所にも images フォルダーにもなく、その下のフォルダーで名前から見つけました: {examples}。検査でボックスが画像に合っているか確かめてください</translation>
    </message>
    <message>
        <source>the mask {mask} has {n} colour that labelmap.txt gives to no class: {colours}. Add a class of that colour to labelmap.txt, or repaint those pixels with a class&apos;s colour</source>
        <translation>マスク {mask} に、labelmap.txt のどのクラスの色でもない色が {n} 個あります: {colours}。labelmap.txt にその色のクラスを追加するか、そのピクセルをクラスの色で塗り直してください</translation>
    </message>
    <message>
        <source>the mask {mask} has {n} colours that labelmap.txt gives to no class: {colours}. Add a class for each of these colours to labelmap.txt, or repaint those pixels with the colours of classes</source>
        <translation>マスク {mask} に、labelmap.txt のどのクラスの色でもない色が {n} 個あります: {colours}。labelmap.txt にそれぞれの色のクラスを追加するか、そのピクセルをクラスの色で塗り直してください</translation>
    </message>
    <message>
        <source>{folder} holds {n} more Pascal VOC folder, {others}, beside {used}: only {used} is read. To convert it too, choose it as the source of another run</source>
        <translation>{folder} には {used} のほかに Pascal VOC のフォルダーがもう {n} 個 ({others}) あります。読むのは {used} だけです。それも変換するには、別の実行のソースに選んでください</translation>
    </message>
    <message>
        <source>{folder} holds {n} more Pascal VOC folders, {others}, beside {used}: only {used} is read. To convert them too, choose each as the source of another run</source>
        <translation>{folder} には {used} のほかに Pascal VOC のフォルダーがもう {n} 個 ({others}) あります。読むのは {used} だけです。それらも変換するには、一つずつ別の実行のソースに選んでください</translation>
    </message>
    <message>
        <source>another file of this name, {image}, carries its annotations: the same photo is not converted twice. If they are different pictures, rename one of them</source>
        <translation>同じ名前の別のファイル {image} にアノテーションが付いています。同じ写真を二度は変換しません。別の写真であれば、どちらかの名前を変えてください</translation>
    </message>
    <message>
        <source>{file} cannot be read as text: it is not UTF-8, nor Japanese or Korean Windows text (Shift-JIS, EUC-KR). Save it as UTF-8 (in Notepad: File → Save As, Encoding: UTF-8) and scan again</source>
        <translation>{file} はテキストとして読み込めません: UTF-8 でも、日本語や韓国語の Windows のテキスト (Shift-JIS、EUC-KR) でもありません。UTF-8 で保存し直して (メモ帳では「ファイル」→「名前を付けて保存」で文字コードに UTF-8 を選びます)、もう一度スキャンしてください</translation>
    </message>
    <message>
        <source>{file} and {n} other file are not UTF-8 text: they are read as {encoding}. The labels are written to the dataset as Unicode (UTF-8)</source>
        <translation>{file} とほかのファイル {n} 個は UTF-8 テキストではないため、{encoding} として読み込みます。ラベルはデータセットに Unicode (UTF-8) で書き込まれます。</translation>
    </message>
    <message>
        <source>{file} and {n} other files are not UTF-8 text: they are read as {encoding}. The labels are written to the dataset as Unicode (UTF-8)</source>
        <translation>{file} とほかのファイル {n} 個は UTF-8 テキストではないため、{encoding} として読み込みます。ラベルはデータセットに Unicode (UTF-8) で書き込まれます。</translation>
    </message>
</context>
<context>
    <name>FailuresModel</name>
    <message>
        <source>File</source>
        <extracomment>the columns a user sorts by (the stage column too, by its header when shown)</extracomment>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>段階</translation>
    </message>
</context>
<context>
    <name>FailuresTable</name>
    <message>
        <source>Failed images</source>
        <translation>失敗した画像</translation>
    </message>
    <message>
        <source>Images that could not be converted</source>
        <translation>変換できなかった画像</translation>
    </message>
    <message>
        <source>Show the stage column</source>
        <translation>段階の列を表示</translation>
    </message>
    <message>
        <source>Sort the list by</source>
        <translation>一覧の並べ替え</translation>
    </message>
    <message>
        <source>The list&apos;s order (a click on a column&apos;s heading sorts by it too). What was set aside before converting is listed first.</source>
        <translation>一覧の並び順です (列の見出しをクリックしてもその列で並べ替えます)。変換前に除外された項目は先頭に表示されます。</translation>
    </message>
    <message>
        <source>No failures.</source>
        <translation>失敗はありません。</translation>
    </message>
    <message>
        <source>Number of failed images</source>
        <translation>失敗した画像の数</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>フォルダーに表示</translation>
    </message>
    <message>
        <source>Show the selected file in its folder</source>
        <translation>選択したファイルをフォルダーで表示します</translation>
    </message>
    <message>
        <source>Export list…</source>
        <translation>一覧を書き出し…</translation>
    </message>
    <message>
        <source>Save the list of failed files and the reasons as a table (CSV) that a spreadsheet opens</source>
        <translation>失敗したファイルと理由の一覧を、表計算ソフトで開ける表 (CSV) として保存します</translation>
    </message>
    <message>
        <source>The selected failure</source>
        <translation>選択した失敗</translation>
    </message>
    <message>
        <source>Nothing failed while converting; {n} item was not used (listed above): {what}.</source>
        <translation>変換中に失敗したものはありません。上の一覧は使わなかった項目 {n} 件です: {what}。</translation>
    </message>
    <message>
        <source>Nothing failed while converting; {n} items were not used (listed above): {what}.</source>
        <translation>変換中に失敗したものはありません。上の一覧は使わなかった項目 {n} 件です: {what}。</translation>
    </message>
    <message>
        <source>Saved the list to {file}.</source>
        <translation>一覧を {file} に保存しました。</translation>
    </message>
    <message>
        <source>The run&apos;s journal counts {n} entries set aside before converting and does not name them (an earlier version wrote it).</source>
        <translation>変換の記録 (ジャーナル) は、変換の前に除外した項目を {n} 件と数えていますが、どれかは記録していません (以前のバージョンが書いた記録です)。</translation>
    </message>
    <message>
        <source>The run&apos;s journal counts {n} entry set aside before converting and does not name it (an earlier version wrote it).</source>
        <translation>変換の記録 (ジャーナル) は、変換の前に除外した項目を {n} 件と数えていますが、どれかは記録していません (以前のバージョンが書いた記録です)。</translation>
    </message>
    <message>
        <source>{n} file could not be converted.</source>
        <translation>{n} 個のファイルを変換できませんでした。</translation>
    </message>
    <message>
        <source>{n} files could not be converted.</source>
        <translation>{n} 個のファイルを変換できませんでした。</translation>
    </message>
    <message>
        <source>{n} image could not be converted.</source>
        <translation>{n} 枚の画像を変換できませんでした。</translation>
    </message>
    <message>
        <source>{n} images could not be converted.</source>
        <translation>{n} 枚の画像を変換できませんでした。</translation>
    </message>
    <message>
        <source>Listed as well, not used: {what}.</source>
        <translation>一覧には使わなかった項目もあります: {what}。</translation>
    </message>
    <message>
        <source>Export list… saves this list for Excel, in the window&apos;s language; the output folder&apos;s rejected.csv is the engine&apos;s list, in English.</source>
        <translation>「一覧を書き出し…」は Excel 用の一覧をウィンドウの言語で保存します。出力フォルダーの rejected.csv はエンジンの英語の一覧です。</translation>
    </message>
    <message>
        <source>{n} image that could not be converted was in the unfinished shard, which was removed: Resume tries it again.</source>
        <translation>変換できなかった {n} 枚の画像は、削除された書きかけのシャードに入っていました。「再開」でもう一度試します。</translation>
    </message>
    <message>
        <source>{n} images that could not be converted were in the unfinished shard, which was removed: Resume tries them again.</source>
        <translation>変換できなかった {n} 枚の画像は、削除された書きかけのシャードに入っていました。「再開」でもう一度試します。</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Export the list of skipped and unused files</source>
        <translation>スキップしたファイルと使わなかったファイルの一覧を書き出し</translation>
    </message>
    <message>
        <source>Sort by:</source>
        <translation>並べ替え:</translation>
    </message>
    <message>
        <source>Reading the list of failures in the output folder (the disk does not answer yet)…</source>
        <translation>出力フォルダーにある失敗の一覧を読み込んでいます (ディスクがまだ応答しません)…</translation>
    </message>
    <message>
        <source>failed-images</source>
        <translation>失敗した画像</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export list</source>
        <translation>一覧を書き出し</translation>
    </message>
    <message>
        <source>File (A to Z)</source>
        <translation>ファイル (昇順)</translation>
    </message>
    <message>
        <source>File (Z to A)</source>
        <translation>ファイル (降順)</translation>
    </message>
    <message>
        <source>Listed as well: {n} file beside the class folders, ignored because it is not an image.</source>
        <translation>クラスフォルダーと並ぶため無視したファイル {n} 個 (画像ではありません) も一覧に含めました。</translation>
    </message>
    <message>
        <source>Listed as well: {n} files beside the class folders, ignored because they are not images.</source>
        <translation>クラスフォルダーと並ぶため無視したファイル {n} 個 (画像ではありません) も一覧に含めました。</translation>
    </message>
    <message>
        <source>No run in this window yet. The problems found in the source are listed under “{heading}”, with what the run will do about each; the files a run cannot convert are listed here.</source>
        <translation>このウィンドウではまだ変換していません。ソースで見つかった問題は「{heading}」に、変換でそれぞれをどう扱うかとともに一覧しています。変換できなかったファイルは、変換するとここに一覧されます。</translation>
    </message>
    <message>
        <source>No run in this window yet: the files a run cannot convert are listed here.</source>
        <translation>このウィンドウではまだ変換していません: 変換できなかったファイルは、変換するとここに一覧されます。</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet. No image failed in the part the interrupted run finished. Resume converts the rest (and lists again the files set aside before converting).</source>
        <translation>このウィンドウでは、まだこのフォルダーに変換していません。中断された変換が終えた部分では、変換できなかった画像はありません。残りは「再開」で変換します (変換の前に除外したファイルも、そのときに改めて一覧に出ます)。</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet. The output folder&apos;s rejected.csv lists nothing that its run could not convert.</source>
        <translation>このウィンドウでは、まだこのフォルダーに変換していません。出力フォルダーの rejected.csv には、その実行で変換できなかったものはありません。</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet. The output folder&apos;s rejected.csv, which lists what its run did not convert, is missing or cannot be read.</source>
        <translation>このウィンドウでは、まだこのフォルダーに変換していません。出力フォルダーの rejected.csv (その実行で変換しなかったものの一覧) が見つからないか、読み込めません。</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the entries the interrupted run set aside before converting and the images it could not convert, in the part it finished. Resume converts the rest.</source>
        <translation>このウィンドウでは、まだこのフォルダーに変換していません。以下は、中断された変換が変換の前に除外した項目と、終えた部分で変換できなかった画像です。残りは「再開」で変換します。</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the entries the output folder&apos;s rejected.csv lists, from the run that made it.</source>
        <translation>このウィンドウでは、まだこのフォルダーに変換していません。以下は、出力フォルダーを作った実行の rejected.csv に記載された項目です。</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the first {n} entries the interrupted run set aside before converting or could not convert; there are more (the Summary counts them).</source>
        <translation>このウィンドウでは、まだこのフォルダーに変換していません。以下は、中断された変換が変換の前に除外した項目と変換できなかった画像のうち最初の {n} 件です。ほかにもあります (「概要」が数えています)。</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the first {n} entries the output folder&apos;s rejected.csv lists, from the run that made it; it lists more (the Summary&apos;s Skipped counts them).</source>
        <translation>このウィンドウでは、まだこのフォルダーに変換していません。以下は、出力フォルダーを作った実行の rejected.csv に記載された項目のうち最初の {n} 件です。ほかにもあります (「概要」の「スキップ」が数えています)。</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the first {n} images the interrupted run could not convert, in the part it finished; there are more (the Summary&apos;s Skipped counts them).</source>
        <translation>このウィンドウでは、まだこのフォルダーに変換していません。以下は、中断された変換が終えた部分で変換できなかった画像のうち最初の {n} 枚です。ほかにもあります (「概要」の「スキップ」が数えています)。</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the images the interrupted run could not convert, in the part it finished. Resume converts the rest (and lists again the files set aside before converting).</source>
        <translation>このウィンドウでは、まだこのフォルダーに変換していません。以下は、中断された変換が終えた部分で変換できなかった画像です。残りは「再開」で変換します (変換の前に除外したファイルも、そのときに改めて一覧に出ます)。</translation>
    </message>
    <message>
        <source>Reason (A to Z)</source>
        <translation>理由 (昇順)</translation>
    </message>
    <message>
        <source>Reason (Z to A)</source>
        <translation>理由 (降順)</translation>
    </message>
    <message>
        <source>Resume could not read the source, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>「再開」でソースを読み込めなかったため、何も変換していません。以下は、中断された変換が終えた部分の項目です。</translation>
    </message>
    <message>
        <source>Resume could not use the output folder, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>「再開」で出力フォルダーを使えなかったため、何も変換していません。以下は、中断された変換が終えた部分の項目です。</translation>
    </message>
    <message>
        <source>Resume stopped before converting, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>「再開」が変換を始める前に止まったため、何も変換していません。以下は、中断された変換が終えた部分の項目です。</translation>
    </message>
    <message>
        <source>Resume was cancelled before converting, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>「再開」が変換を始める前にキャンセルされたため、何も変換していません。以下は、中断された変換が終えた部分の項目です。</translation>
    </message>
    <message>
        <source>Resume was refused, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>「再開」が拒否されたため、何も変換していません。以下は、中断された変換が終えた部分の項目です。</translation>
    </message>
    <message>
        <source>Saved in the order the list shows: {order}.</source>
        <translation>一覧の表示順で保存しました: {order}。</translation>
    </message>
    <message>
        <source>Stage (A to Z)</source>
        <translation>段階 (昇順)</translation>
    </message>
    <message>
        <source>Stage (Z to A)</source>
        <translation>段階 (降順)</translation>
    </message>
    <message>
        <source>The run&apos;s journal counts {n} more entries set aside before converting and does not name them: Resume lists them again.</source>
        <translation>変換の記録 (ジャーナル) は、変換の前に除外した項目をほかに {n} 件数えていますが、どれかは記録していません。「再開」すると改めて一覧に出ます。</translation>
    </message>
    <message>
        <source>The run&apos;s journal counts {n} more entry set aside before converting and does not name it: Resume lists it again.</source>
        <translation>変換の記録 (ジャーナル) は、変換の前に除外した項目をほかに {n} 件数えていますが、どれかは記録していません。「再開」すると改めて一覧に出ます。</translation>
    </message>
    <message>
        <source>before converting</source>
        <translation>変換前</translation>
    </message>
    <message>
        <source>converting</source>
        <translation>変換中</translation>
    </message>
    <message>
        <source>not an image (a file beside the class folders): ignored</source>
        <translation>画像ではありません (クラスフォルダーと並ぶファイル): 無視しました</translation>
    </message>
    <message>
        <source>reading the file</source>
        <translation>読み込み時</translation>
    </message>
    <message>
        <source>{file} cannot be written ({reason}). Choose another folder or name, and export again.</source>
        <translation>{file} に書き込めません ({reason})。別のフォルダーか名前を選んで、もう一度書き出してください。</translation>
    </message>
</context>
<context>
    <name>FolderPathDialog</name>
    <message>
        <source>Folder location</source>
        <translation>フォルダーの場所</translation>
    </message>
    <message>
        <source>File location</source>
        <translation>ファイルの場所</translation>
    </message>
    <message>
        <source>This folder does not exist: it was removed, or it is not made yet. Its path:</source>
        <translation>このフォルダーはありません。削除されたか、まだ作られていません。フォルダーのパス:</translation>
    </message>
    <message>
        <source>No program could open this file on this computer. It is here; copy the path and open it in a text editor, a file manager or a terminal:</source>
        <translation>このコンピューターでは、このファイルを開けるプログラムが見つかりませんでした。ファイルはここにあります。パスをコピーして、テキストエディター、ファイルマネージャー、またはターミナルで開いてください:</translation>
    </message>
    <message>
        <source>No file manager could be opened on this computer. The folder is here; copy the path and paste it into a file manager or a terminal:</source>
        <translation>このコンピューターではファイルマネージャーを開けませんでした。フォルダーは次の場所にあります。パスをコピーして、ファイルマネージャーかターミナルに貼り付けてください:</translation>
    </message>
    <message>
        <source>Why the folder is shown here</source>
        <translation>フォルダーがここに表示される理由</translation>
    </message>
    <message>
        <source>Folder path</source>
        <translation>フォルダーのパス</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the path</source>
        <translation>パスをコピー</translation>
    </message>
    <message>
        <source>Copy the path to the clipboard</source>
        <translation>パスをクリップボードにコピーします</translation>
    </message>
    <message>
        <source>The disk does not answer yet: the folder opens when it does. Its path:</source>
        <translation>ディスクがまだ応答しません。応答するとフォルダーを開きます。フォルダーのパス:</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
</context>
<context>
    <name>HowToLoadPanel</name>
    <message>
        <source>How to load this dataset</source>
        <translation>このデータセットの読み込み方</translation>
    </message>
    <message>
        <source>&lt;b&gt;How to load this dataset&lt;/b&gt; — code for the people who train on it, filled in for these files; the dataset&apos;s folder holds it too, in HOW_TO_LOAD.md</source>
        <translation>&lt;b&gt;このデータセットの読み込み方&lt;/b&gt; — 学習する人のためのコードで、これらのファイルに合わせて記入済みです。同じコードがデータセットのフォルダーの HOW_TO_LOAD.md にもあります</translation>
    </message>
    <message>
        <source>&lt;b&gt;How to load this dataset&lt;/b&gt; — code for the people who train on it, filled in for these files</source>
        <translation>&lt;b&gt;このデータセットの読み込み方&lt;/b&gt; — 学習する人のためのコードで、これらのファイルに合わせて記入済みです</translation>
    </message>
    <message>
        <source>Readers</source>
        <translation>リーダー</translation>
    </message>
    <message>
        <source>What this reader needs</source>
        <translation>このリーダーに必要なこと</translation>
    </message>
    <message>
        <source>Code for {reader}</source>
        <translation>{reader} 用のコード</translation>
    </message>
    <message>
        <source>This reader cannot read the dataset as it was converted; the note above says what to change.</source>
        <translation>このリーダーでは、変換したままのデータセットを読めません。変更点は上の注記を見てください。</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>コードをコピー</translation>
    </message>
    <message>
        <source>Copy the {reader} code</source>
        <translation>{reader} のコードをコピー</translation>
    </message>
</context>
<context>
    <name>InspectPanel</name>
    <message>
        <source>Inspect TFRecord files</source>
        <extracomment>The Open files dialog&apos;s TFRecord names (not translated: a translation kept the old list). TFDS names its shards &quot;mnist-train.tfrecord-00000-of-00001&quot;, a zlib dataset of ours ends in .zlib: the filter hid both.</extracomment>
        <translation>TFRecord ファイルを検査</translation>
    </message>
    <message>
        <source>Open TFRecord files</source>
        <translation>TFRecord ファイルを開く</translation>
    </message>
    <message>
        <source>Open a folder of TFRecord files</source>
        <translation>TFRecord ファイルのフォルダーを開く</translation>
    </message>
    <message>
        <source>Verify with TensorFlow</source>
        <translation>TensorFlow で検証</translation>
    </message>
    <message>
        <source>Export selected images</source>
        <translation>選択した画像を書き出し</translation>
    </message>
    <message>
        <source>Open one or more TFRecord files, made by this app or by any other program</source>
        <translation>TFRecord ファイルを 1 つ以上開きます (このアプリで作ったものでも、ほかのプログラムで作ったものでも可)</translation>
    </message>
    <message>
        <source>&amp;Open files…</source>
        <translation>ファイルを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open fol&amp;der…</source>
        <translation>フォルダーを開く(&amp;D)…</translation>
    </message>
    <message>
        <source>Verify with &amp;TensorFlow</source>
        <translation>TensorFlow で検証(&amp;T)</translation>
    </message>
    <message>
        <source>Read every file of a dataset made by this app back with TensorFlow and check that nothing is missing or damaged</source>
        <translation>このアプリで作ったデータセットの全ファイルを TensorFlow で読み直し、欠けや破損がないか確認します</translation>
    </message>
    <message>
        <source>&amp;Export selected images…</source>
        <translation>選択した画像を書き出し(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the pictures of the selected records as image files in a folder</source>
        <translation>選択したレコードの画像を、フォルダーに画像ファイルとして保存します</translation>
    </message>
    <message>
        <source>Open TFRecord files or a folder to look inside.</source>
        <translation>中身を見るには TFRecord ファイルかフォルダーを開いてください。</translation>
    </message>
    <message>
        <source>What is open</source>
        <translation>開いているもの</translation>
    </message>
    <message>
        <source>Summary of the files</source>
        <translation>ファイルの概要</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>検証結果</translation>
    </message>
    <message>
        <source>Export to a folder (or type a new folder&apos;s name)</source>
        <translation>書き出し先のフォルダー (新しいフォルダーの名前を入力することもできます)</translation>
    </message>
    <message>
        <source>Features in the records</source>
        <translation>レコードの特徴量</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>特徴量</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>値の数</translation>
    </message>
    <message>
        <source>First value</source>
        <translation>最初の値</translation>
    </message>
    <message>
        <source>Features or reading code</source>
        <translation>特徴量または読み込みコード</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>特徴量</translation>
    </message>
    <message>
        <source>How to load</source>
        <translation>読み込み方</translation>
    </message>
    <message>
        <source>Summary and verification</source>
        <translation>概要と検証結果</translation>
    </message>
    <message>
        <source>Inspect areas</source>
        <translation>検査の領域</translation>
    </message>
    <message>
        <source>TFRecord files ({patterns});;All files (*)</source>
        <translation>TFRecord ファイル ({patterns});;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>{n} paths</source>
        <translation>{n} 個のパス</translation>
    </message>
    <message>
        <source>Reading every record…</source>
        <translation>すべてのレコードを読み込み中…</translation>
    </message>
    <message>
        <source>the engine exited with code {c}</source>
        <translation>エンジンがコード {c} で終了しました</translation>
    </message>
    <message>
        <source>Could not inspect: {m}</source>
        <translation>検査できませんでした: {m}</translation>
    </message>
    <message>
        <source>Verified: {n} record read back {how}, counts and checksums match.</source>
        <translation>検証済み: {how} {n} 件のレコードを読み戻し、件数とチェックサムが一致しました。</translation>
    </message>
    <message>
        <source>Verified: {n} records read back {how}, counts and checksums match.</source>
        <translation>検証済み: {how} {n} 件のレコードを読み戻し、件数とチェックサムが一致しました。</translation>
    </message>
    <message>
        <source>Exported {n} of {m} image to {f}: {file} cannot be written ({reason}). Choose another folder, or free space and export again.</source>
        <translation>{m} 枚中 {n} 枚の画像を {f} に書き出しました: {file} に書き込めません ({reason})。別のフォルダーを選ぶか、空き容量を増やしてからもう一度書き出してください。</translation>
    </message>
    <message>
        <source>Exported {n} of {m} images to {f}: {file} cannot be written ({reason}). Choose another folder, or free space and export again.</source>
        <translation>{m} 枚中 {n} 枚の画像を {f} に書き出しました: {file} に書き込めません ({reason})。別のフォルダーを選ぶか、空き容量を増やしてからもう一度書き出してください。</translation>
    </message>
    <message>
        <source>Exported {n} image to {f}.</source>
        <translation>{n} 枚の画像を {f} に書き出しました。</translation>
    </message>
    <message>
        <source>Exported {n} images to {f}.</source>
        <translation>{n} 枚の画像を {f} に書き出しました。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem&lt;/b&gt;: {p}</source>
        <translation>&lt;b&gt;問題&lt;/b&gt;: {p}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>&lt;b&gt;{r}&lt;/b&gt; record in &lt;b&gt;{n}&lt;/b&gt; file</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; 個のファイルに &lt;b&gt;{r}&lt;/b&gt; 件のレコード</translation>
    </message>
    <message>
        <source>&lt;b&gt;{r}&lt;/b&gt; record in &lt;b&gt;{n}&lt;/b&gt; files</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; 個のファイルに &lt;b&gt;{r}&lt;/b&gt; 件のレコード</translation>
    </message>
    <message>
        <source>&lt;b&gt;{r}&lt;/b&gt; records in &lt;b&gt;{n}&lt;/b&gt; file</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; 個のファイルに &lt;b&gt;{r}&lt;/b&gt; 件のレコード</translation>
    </message>
    <message>
        <source>&lt;b&gt;{r}&lt;/b&gt; records in &lt;b&gt;{n}&lt;/b&gt; files</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; 個のファイルに &lt;b&gt;{r}&lt;/b&gt; 件のレコード</translation>
    </message>
    <message>
        <source>A new run replaced the dataset in this folder while it was checked: this result is of the dataset that was there before.</source>
        <translation>このフォルダーのデータセットは検証中に新しい実行で置き換えられました。この結果は、それまであったデータセットのものです。</translation>
    </message>
    <message>
        <source>Every record in these files is intact (both checksums checked).</source>
        <translation>これらのファイルのレコードはすべて正常です (両方のチェックサムを確認済み)。</translation>
    </message>
    <message>
        <source>Every record is intact (both checksums checked).</source>
        <translation>すべてのレコードが正常です (両方のチェックサムを確認済み)。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem&lt;/b&gt; in {file}: {m}</source>
        <translation>{file} に&lt;b&gt;問題&lt;/b&gt;があります: {m}</translation>
    </message>
    <message>
        <source>Exported {n} image to the new folder {f}.</source>
        <translation>新しいフォルダー {f} を作り、{n} 枚の画像を書き出しました。</translation>
    </message>
    <message>
        <source>Exported {n} images to the new folder {f}.</source>
        <translation>新しいフォルダー {f} を作り、{n} 枚の画像を書き出しました。</translation>
    </message>
    <message>
        <source>Reading every record… {n} record read so far (file {i} of {m})</source>
        <translation>すべてのレコードを読み込み中… これまでに {n} 件 (ファイル {i} / {m})</translation>
    </message>
    <message>
        <source>Reading every record… {n} records read so far (file {i} of {m})</source>
        <translation>すべてのレコードを読み込み中… これまでに {n} 件 (ファイル {i} / {m})</translation>
    </message>
    <message>
        <source>To make TFRecord files of images, choose their folder on the Convert tab.</source>
        <translation>画像から TFRecord ファイルを作るには、「変換」タブでその画像のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Verify compares the files with the list of files and record counts this app writes beside a dataset it makes. These files have none, so there is nothing to compare them with. Every record was checked for damage when the files were opened.</source>
        <translation>検証では、このアプリがデータセットを作るときに横に書き出すファイルの一覧とレコード数とファイルを照合します。これらのファイルにはそれがないため、照合する相手がありません。どのレコードも、ファイルを開いたときに破損がないか確認済みです。</translation>
    </message>
    <message>
        <source>Verify: only for datasets made by this app</source>
        <translation>検証: このアプリで作ったデータセットのみ</translation>
    </message>
    <message>
        <source>Verifying… {n} of {total} record read back ({pct}%)</source>
        <translation>検証中… {total} 件中 {n} 件のレコードを読み戻しました ({pct}%)</translation>
    </message>
    <message>
        <source>Verifying… {n} of {total} records read back ({pct}%)</source>
        <translation>検証中… {total} 件中 {n} 件のレコードを読み戻しました ({pct}%)</translation>
    </message>
    <message>
        <source>Verifying… {n} record read back</source>
        <translation>検証中… {n} 件のレコードを読み戻しました</translation>
    </message>
    <message>
        <source>Verifying… {n} records read back</source>
        <translation>検証中… {n} 件のレコードを読み戻しました</translation>
    </message>
    <message>
        <source>Why Verify is off</source>
        <translation>検証が使えない理由</translation>
    </message>
    <message>
        <source>compression: {c}</source>
        <translation>圧縮: {c}</translation>
    </message>
    <message>
        <source>{k} class mask beside its image, named as it is with _mask at the end.</source>
        <translation>クラスマスク {k} 枚も、画像と同じ名前の末尾に _mask を付けて画像の隣に書き出しました。</translation>
    </message>
    <message>
        <source>{k} class masks beside their images, named as they are with _mask at the end.</source>
        <translation>クラスマスク {k} 枚も、画像と同じ名前の末尾に _mask を付けて画像の隣に書き出しました。</translation>
    </message>
    <message>
        <source>{names} is not compressed, though its name says so: TensorFlow reads it only without compression_type.</source>
        <translation>{names} は名前が圧縮を示していますが、圧縮されていません。TensorFlow では compression_type を指定せずに読み込んでください。</translation>
    </message>
    <message>
        <source>{names} is {c}-compressed, though its name does not say so: TensorFlow reads it only with compression_type=&quot;{c}&quot;.</source>
        <translation>{names} は名前からはわかりませんが、{c} で圧縮されています。TensorFlow では compression_type=&quot;{c}&quot; を指定しないと読み込めません。</translation>
    </message>
    <message>
        <source>{n} file holds no records, as the manifest lists ({names}): every image planned for it failed to convert (rejected.csv in the folder says why)</source>
        <translation>{n} 個のファイルにはマニフェストのとおりレコードがありません ({names}): 割り当てた画像はすべて変換できませんでした (理由はフォルダーの rejected.csv にあります)</translation>
    </message>
    <message>
        <source>{n} files are not compressed, though their names say so ({names}): TensorFlow reads them only without compression_type.</source>
        <translation>{n} 個のファイルは名前が圧縮を示していますが、圧縮されていません ({names})。TensorFlow では compression_type を指定せずに読み込んでください。</translation>
    </message>
    <message>
        <source>{n} files are {c}-compressed, though their names do not say so ({names}): TensorFlow reads them only with compression_type=&quot;{c}&quot;.</source>
        <translation>{n} 個のファイルは名前からはわかりませんが、{c} で圧縮されています ({names})。TensorFlow では compression_type=&quot;{c}&quot; を指定しないと読み込めません。</translation>
    </message>
    <message>
        <source>{n} files hold no records, as the manifest lists ({names}): every image planned for them failed to convert (rejected.csv in the folder says why)</source>
        <translation>{n} 個のファイルにはマニフェストのとおりレコードがありません ({names}): 割り当てた画像はすべて変換できませんでした (理由はフォルダーの rejected.csv にあります)</translation>
    </message>
    <message>
        <source>{n} record is a tf.train.SequenceExample: it is shown as bytes; TensorFlow reads it with tf.io.parse_single_sequence_example.</source>
        <translation>{n} 件のレコードは tf.train.SequenceExample です。ここではバイト列として表示します。TensorFlow では tf.io.parse_single_sequence_example で読み込めます。</translation>
    </message>
    <message>
        <source>{n} records are tf.train.SequenceExample messages: they are shown as bytes; TensorFlow reads them with tf.io.parse_single_sequence_example.</source>
        <translation>{n} 件のレコードは tf.train.SequenceExample です。ここではバイト列として表示します。TensorFlow では tf.io.parse_single_sequence_example で読み込めます。</translation>
    </message>
    <message>
        <source>… and {n} more damaged file</source>
        <translation>… ほかに壊れたファイルが {n} 個</translation>
    </message>
    <message>
        <source>… and {n} more damaged files</source>
        <translation>… ほかに壊れたファイルが {n} 個</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem&lt;/b&gt;: {p}: {r}</source>
        <translation>&lt;b&gt;問題&lt;/b&gt;: {p}: {r}</translation>
    </message>
    <message>
        <source>Some records are not tf.train.Example messages; they are shown as bytes.</source>
        <translation>tf.train.Example でないレコードがあります。バイト列として表示します。</translation>
    </message>
    <message>
        <source>This window cannot read the engine&apos;s report: it is in format version {v}, and the window knows version {k}. The window and the engine come from different versions of TFRecord Studio; install it again so that both match.</source>
        <translation>エンジンのレポートを読めません: 形式のバージョンは {v} ですが、このウィンドウが読めるのはバージョン {k} です。ウィンドウとエンジンが異なるバージョンの TFRecord Studio のものです。両方が一致するように、もう一度インストールしてください。</translation>
    </message>
    <message>
        <source>in record #{r} or a later one (at or after byte offset {o})</source>
        <translation>(レコード #{r} またはそれ以降、バイト位置 {o} 以降)</translation>
    </message>
    <message>
        <source>in record #{r} at byte offset {o}</source>
        <translation>(レコード #{r}、バイト位置 {o})</translation>
    </message>
    <message>
        <source>(offsets count bytes of the uncompressed data, not of the file)</source>
        <translation>(位置はファイルではなく展開後のデータのバイト数です)</translation>
    </message>
    <message>
        <source>image ({f})</source>
        <translation>画像 ({f})</translation>
    </message>
    <message>
        <source>{k} of them under a new name ending in (2), (3)…: a file of its name was there already, and is kept.</source>
        <translation>うち {k} 枚は、同じ名前のファイルがすでにあったため、末尾に (2)、(3)… を付けた新しい名前で書き出しました (元のファイルはそのまま残しています)。</translation>
    </message>
    <message>
        <source>{k} of them under a new name ending in (2), (3)…: files of their names were there already, and are kept.</source>
        <translation>うち {k} 枚は、同じ名前のファイルがすでにあったため、末尾に (2)、(3)… を付けた新しい名前で書き出しました (元のファイルはそのまま残しています)。</translation>
    </message>
    <message>
        <source>Verifying… (when TensorFlow is installed, it reads the data; starting it takes a few seconds)</source>
        <translation>検証中… (TensorFlow がインストールされていればそれで読み込みます。起動に数秒かかります)</translation>
    </message>
    <message>
        <source>with TensorFlow</source>
        <translation>TensorFlow で</translation>
    </message>
    <message>
        <source>with the built-in reader</source>
        <translation>内蔵リーダーで</translation>
    </message>
    <message>
        <source>exit code {c}</source>
        <translation>終了コード {c}</translation>
    </message>
    <message>
        <source>Verification FAILED: {p}</source>
        <translation>検証に失敗しました: {p}</translation>
    </message>
</context>
<context>
    <name>Job</name>
    <message>
        <source>Write the split as name=fraction pairs, e.g. train=0.9,val=0.1.</source>
        <translation>分割は 名前=割合 の組で書いてください。例: train=0.9,val=0.1</translation>
    </message>
    <message>
        <source>Each split fraction must be a number, e.g. train=0.9,val=0.1.</source>
        <translation>分割の割合は数値で書いてください。例: train=0.9,val=0.1</translation>
    </message>
    <message>
        <source>Each split fraction must be above 0 and at most 1.</source>
        <translation>分割の割合は 0 より大きく 1 以下にしてください。</translation>
    </message>
    <message>
        <source>The split fractions must add up to 1.</source>
        <translation>分割の割合の合計は 1 にしてください。</translation>
    </message>
    <message>
        <source>Choose a folder of images, a table (CSV/TSV) or an annotation file.</source>
        <translation>画像のフォルダー、表 (CSV/TSV)、アノテーションファイルのどれかを選択してください。</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(未設定)</translation>
    </message>
    <message>
        <source>16-bit images</source>
        <translation>16 ビット画像</translation>
    </message>
    <message>
        <source>16-bit images take 16, 14, 12 or 10 bits.</source>
        <translation>16 ビット画像のビット数は 16、14、12、10 のいずれかです。</translation>
    </message>
    <message>
        <source>A split appears twice (a Japanese or Korean name is the same split as its English one: 学習 is train, 検証 is val).</source>
        <translation>同じ分割が 2 回書かれています (日本語や韓国語の名前は英語の名前と同じ分割です: 学習 は train、検証 は val)。</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Channels</source>
        <translation>チャンネル</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>圧縮</translation>
    </message>
    <message>
        <source>Connect failed for this address, so a run would fail too: the reason is above. Press Connect again once the cluster runs, or change the address.</source>
        <translation>このアドレスへの「接続」に失敗したので、変換も失敗します: 理由は上に表示されています。クラスターが動いてから「接続」をもう一度押すか、アドレスを変えてください。</translation>
    </message>
    <message>
        <source>Files per split</source>
        <translation>分割ごとのファイル数</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Give every split a fraction, e.g. train=0.8,val=0.2 (a split without one would take all the images).</source>
        <translation>すべての分割に割合を付けてください。例: train=0.8,val=0.2 (割合のない分割はすべての画像を取ることになります)。</translation>
    </message>
    <message>
        <source>Images without annotations</source>
        <translation>アノテーションのない画像</translation>
    </message>
    <message>
        <source>JPEG quality</source>
        <translation>JPEG 品質</translation>
    </message>
    <message>
        <source>Largest image</source>
        <translation>最大画像サイズ</translation>
    </message>
    <message>
        <source>Object masks</source>
        <translation>オブジェクトのマスク</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>接頭辞</translation>
    </message>
    <message>
        <source>Quality must be between {quality_min} and {quality_max}.</source>
        <translation>品質は {quality_min}～{quality_max} にしてください。</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>リサイズ</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Shard size (MiB)</source>
        <translation>シャードサイズ (MiB)</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>シャッフル</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>Split names may hold only the letters A–Z and a–z, digits and _ (they are part of the file names), e.g. train=0.9,val=0.1.</source>
        <translation>分割名に使えるのは半角の英字 (A–Z, a–z)、数字、_ だけです (ファイル名の一部になります)。例: train=0.9,val=0.1</translation>
    </message>
    <message>
        <source>Start the address with tcp://, as in tcp://HOST:8786.</source>
        <translation>アドレスの先頭に tcp:// を付けてください (例: tcp://HOST:8786)。</translation>
    </message>
    <message>
        <source>The address has a space in it: write it like tcp://HOST:8786, without spaces.</source>
        <translation>アドレスに空白が入っています: tcp://HOST:8786 のように空白なしで書いてください。</translation>
    </message>
    <message>
        <source>The address has no port: add :8786 (a Dask scheduler&apos;s usual port) after the host, as in tcp://HOST:8786.</source>
        <translation>アドレスにポートがありません: tcp://HOST:8786 のように、ホストの後に :8786 (Dask スケジューラーの通常のポート) を付けてください。</translation>
    </message>
    <message>
        <source>The number of files must be between 1 and {shards_max}.</source>
        <translation>ファイル数は 1 から {shards_max} の間にしてください。</translation>
    </message>
    <message>
        <source>The output folder holds files that TFRecord Studio did not write ({names}). Choose an empty folder, or one with a dataset made by this program.</source>
        <translation>出力フォルダーに TFRecord Studio が書き込んでいないファイルがあります ({names})。空のフォルダーか、このプログラムで作ったデータセットのあるフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The output folder holds files that TFRecord Studio did not write. Choose an empty folder, or one with a dataset made by this program.</source>
        <translation>出力フォルダーに TFRecord Studio が書き込んでいないファイルがあります。空のフォルダーか、このプログラムで作ったデータセットのあるフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The output folder is the source folder: choose another, empty folder, so the TFRecords are not mixed with your images.</source>
        <translation>出力フォルダーがソースフォルダーと同じです。TFRecord が画像と混ざらないよう、別の空のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The output folder must not be inside the source folder: choose a folder outside it, so the run does not read its own files as images.</source>
        <translation>出力フォルダーはソースフォルダーの中に置けません: 変換が自分で作ったファイルを画像として読まないよう、ソースフォルダーの外にあるフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The output folder would be made in {folder}, a folder of the operating system, where files cannot be kept. Choose another folder, for example one in your Documents.</source>
        <translation>出力フォルダーは {folder} の中に作られますが、そこはオペレーティング システムのフォルダーで、ファイルを保存できません。別のフォルダー (たとえば「ドキュメント」の中のフォルダー) を選んでください。</translation>
    </message>
    <message>
        <source>The output folder would be made in {folder}, where you cannot write (it is read-only). Choose another folder, for example one in your Documents.</source>
        <translation>出力フォルダーは {folder} の中に作られますが、そこには書き込めません (読み取り専用)。別のフォルダー (たとえば「ドキュメント」の中のフォルダー) を選んでください。</translation>
    </message>
    <message>
        <source>The output folder would be made in {folder}, which is a file, not a folder. Choose another folder, for example one in your Documents.</source>
        <translation>出力フォルダーは {folder} の中に作られますが、これはフォルダーではなくファイルです。別のフォルダー (たとえば「ドキュメント」の中のフォルダー) を選んでください。</translation>
    </message>
    <message>
        <source>The output folder {folder} is a folder of the operating system, where files cannot be kept. Choose another folder, for example one in your Documents.</source>
        <translation>出力フォルダー {folder} はオペレーティング システムのフォルダーで、ファイルを保存できません。別のフォルダー (たとえば「ドキュメント」の中のフォルダー) を選んでください。</translation>
    </message>
    <message>
        <source>The output folder {out} holds a TFRecord Studio dataset whose manifest ({file}) cannot be read: it is damaged, or larger than any this program writes. Without it, Resume or Replace cannot tell which files there TFRecord Studio wrote, so the window cannot write there. Put back a whole copy of {file} (from a backup), or choose an empty folder.</source>
        <translation>出力フォルダー {out} には TFRecord Studio のデータセットがありますが、そのマニフェスト ({file}) を読めません。壊れているか、このプログラムが書くどのマニフェストよりも大きいためです。マニフェストがないと、そこにあるどのファイルを TFRecord Studio が書いたのかが分からないため、「再開」も「置き換える」もできず、このフォルダーには書き込めません。{file} の完全なコピーを (バックアップから) 戻すか、空のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The output path {folder} is not a folder but a device or another special file. Choose a folder, for example one in your Documents.</source>
        <translation>出力先 {folder} はフォルダーではなく、デバイスなどの特殊なファイルです。フォルダー (たとえば「ドキュメント」の中のフォルダー) を選んでください。</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535, as in tcp://HOST:8786.</source>
        <translation>ポートは 1 から 65535 までの数字にしてください (例: tcp://HOST:8786)。</translation>
    </message>
    <message>
        <source>The prefix may hold only letters, digits, &apos;_&apos;, &apos;.&apos; and &apos;-&apos;.</source>
        <translation>接頭辞に使えるのは英字、数字、「_」、「.」、「-」だけです。</translation>
    </message>
    <message>
        <source>The shard size must be between {shard_min} and {shard_max} MiB.</source>
        <translation>シャードサイズは {shard_min}～{shard_max} MiB にしてください。</translation>
    </message>
    <message>
        <source>The size must be between {size_min} and {size_max} pixels.</source>
        <translation>サイズは {size_min}～{size_max} ピクセルにしてください。</translation>
    </message>
    <message>
        <source>The source does not exist.</source>
        <translation>ソースが存在しません。</translation>
    </message>
    <message>
        <source>The source must be a folder or a .csv/.tsv file.</source>
        <translation>ソースはフォルダーか .csv/.tsv ファイルでなければなりません。</translation>
    </message>
    <message>
        <source>The “://” after tcp is missing or incomplete: write it like tcp://HOST:8786.</source>
        <translation>tcp の後の「://」が抜けているか不完全です: tcp://HOST:8786 のように書いてください。</translation>
    </message>
    <message>
        <source>The “://” after tls is missing or incomplete: write it like tls://HOST:8786.</source>
        <translation>tls の後の「://」が抜けているか不完全です: tls://HOST:8786 のように書いてください。</translation>
    </message>
    <message>
        <source>This folder holds a finished dataset made by TFRecord Studio. To convert again, choose a new output folder, or tick “Replace existing output”.</source>
        <translation>このフォルダーには TFRecord Studio で作った完成済みのデータセットがあります。もう一度変換するには、新しい出力フォルダーを選ぶか、「既存の出力を置き換える」をオンにしてください。</translation>
    </message>
    <message>
        <source>This folder holds a run that converted no image (rejected.csv says why, file by file). Choose a new output folder, or tick “Replace existing output”.</source>
        <translation>このフォルダーには、画像を 1 枚も変換できなかった実行の結果があります (理由はファイルごとに rejected.csv にあります)。新しい出力フォルダーを選ぶか、「既存の出力を置き換える」をオンにしてください。</translation>
    </message>
    <message>
        <source>This folder holds the dataset just converted. To convert again, choose a new output folder (or tick “Replace existing output”).</source>
        <translation>このフォルダーには今変換したデータセットがあります。もう一度変換するには、新しい出力フォルダーを選んでください (または「既存の出力を置き換える」をオンにしてください)。</translation>
    </message>
    <message>
        <source>This is a job file saved with File → Save job, not a source of images. Open it with File → Load job: it puts its source and options in the window.</source>
        <translation>これは [ファイル] → [ジョブを保存] で保存したジョブファイルで、画像のソースではありません。[ファイル] → [ジョブを読み込む] で開いてください。ジョブのソースとオプションがウィンドウに入ります。</translation>
    </message>
    <message>
        <source>Type the custom size beside “Size”: one number (224) or width x height (320x240).</source>
        <translation>「サイズ」の横の欄にサイズを入力してください: 数値 1 つ (224) か 幅 x 高さ (320x240) です。</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>ワーカー</translation>
    </message>
    <message>
        <source>Write tcp in lower case, as in tcp://HOST:8786.</source>
        <translation>tcp は小文字で書いてください (例: tcp://HOST:8786)。</translation>
    </message>
    <message>
        <source>You cannot write in the output folder {folder} (it is read-only). Choose another folder, for example one in your Documents.</source>
        <translation>出力フォルダー {folder} には書き込めません (読み取り専用)。別のフォルダー (たとえば「ドキュメント」の中のフォルダー) を選んでください。</translation>
    </message>
    <message>
        <source>by size</source>
        <translation>サイズで分割</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>残す</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>除外</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>Choose an output folder.</source>
        <translation>出力フォルダーを選択してください。</translation>
    </message>
    <message>
        <source>The output path is a file, not a folder.</source>
        <translation>出力先はフォルダーではなくファイルです。</translation>
    </message>
    <message>
        <source>The output folder is not empty: tick “Replace existing output” or choose another folder.</source>
        <translation>出力フォルダーが空ではありません。「既存の出力を置き換える」をオンにするか、別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address here starts with tcp:// (or tls://); {scheme}:// cannot be used. Write it like tcp://HOST:8786.</source>
        <translation>ここでの Dask スケジューラーのアドレスは tcp:// (または tls://) で始まります。{scheme}:// は使えません。tcp://HOST:8786 のように書いてください。</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address starts with tcp:// (or tls://); {scheme}:// is a web page&apos;s, such as its dashboard&apos;s (port 8787). Write tcp:// and the scheduler&apos;s port, 8786 unless it was set otherwise: {address}.</source>
        <translation>Dask スケジューラーのアドレスは tcp:// (または tls://) で始まります。{scheme}:// はダッシュボード (ポート 8787) などの Web ページのアドレスです。tcp:// とスケジューラーのポート (別に設定していなければ 8786) を書いてください: {address}</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address starts with tcp:// (or tls://); {scheme}:// is a web page&apos;s. Replace {scheme}:// with tcp://: {address}.</source>
        <translation>Dask スケジューラーのアドレスは tcp:// (または tls://) で始まります。{scheme}:// は Web ページのアドレスです。{scheme}:// を tcp:// に置き換えてください: {address}</translation>
    </message>
    <message>
        <source>Transparent areas</source>
        <translation>透明部分</translation>
    </message>
    <message>
        <source>Workers must be between 1 and {max_workers}, or auto.</source>
        <translation>ワーカー数は 1～{max_workers} か自動にしてください。</translation>
    </message>
    <message>
        <source>Write as</source>
        <translation>書き出す形式</translation>
    </message>
    <message>
        <source>Write the size as one number (224) or width x height (320x240).</source>
        <translation>サイズは数値 1 つ (224) か 幅 x 高さ (320x240) で書いてください。</translation>
    </message>
    <message>
        <source>Unknown resize mode.</source>
        <translation>不明なリサイズ方法です。</translation>
    </message>
    <message>
        <source>Unknown format.</source>
        <translation>不明な形式です。</translation>
    </message>
    <message>
        <source>Raw pixels need a fixed size: choose a size or another format.</source>
        <translation>生ピクセルにはサイズの指定が必要です。サイズを選ぶか、別の形式にしてください。</translation>
    </message>
    <message>
        <source>The background must be white, black or grey.</source>
        <translation>背景は白、黒、グレーのいずれかにしてください。</translation>
    </message>
    <message>
        <source>Channels must be 1 (grey) or 3 (colour).</source>
        <translation>チャンネル数は 1 (グレー) か 3 (カラー) にしてください。</translation>
    </message>
    <message>
        <source>Unknown compression.</source>
        <translation>不明な圧縮方式です。</translation>
    </message>
    <message>
        <source>Write the scheduler&apos;s address like tcp://HOST:8786 (or local:4 for Dask workers on this computer).</source>
        <translation>スケジューラーのアドレスは tcp://HOST:8786 のように書いてください (このコンピューターの Dask ワーカーなら local:4)。</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>システムの既定(&amp;S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>{lang} will be used from the next start. The current run goes on.</source>
        <translation>次回の起動から{lang}で表示します。現在の実行はそのまま続きます。</translation>
    </message>
    <message>
        <source>Restart TFRecord Studio in {lang} now? The source and options you chose are kept.</source>
        <translation>TFRecord Studio を{lang}で再起動しますか? 選んだソースとオプションはそのまま残ります。</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>今すぐ再起動</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>後で</translation>
    </message>
</context>
<context>
    <name>LivePlots</name>
    <message>
        <source>Live plots</source>
        <translation>ライブグラフ</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>スループットの推移</translation>
    </message>
    <message>
        <source>time (s)</source>
        <extracomment>The height from which a chart&apos;s data area (~40 px) is readable beside its title and axes.</extracomment>
        <translation>時間 (秒)</translation>
    </message>
    <message>
        <source>time (min)</source>
        <translation>時間 (分)</translation>
    </message>
    <message>
        <source>time (h)</source>
        <translation>時間 (h)</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>スループット:</translation>
    </message>
    <message>
        <source>images/s (left)</source>
        <translation>枚/秒 (左)</translation>
    </message>
    <message>
        <source>MB/s written (right)</source>
        <translation>書き込み MB/秒 (右)</translation>
    </message>
    <message>
        <source>Throughput (images/s and MB/s) is drawn here while a conversion runs.</source>
        <translation>変換中はここにスループット (枚/秒と MB/秒) を表示します。</translation>
    </message>
    <message>
        <source>The time to write each batch (ms per batch) is drawn here while a conversion runs.</source>
        <translation>変換中はここに各バッチの書き込み時間 (ミリ秒/バッチ) を表示します。</translation>
    </message>
    <message>
        <source>How busy each worker and the writer are is shown here while a conversion runs.</source>
        <translation>変換中はここに各ワーカーと書き込み処理の稼働率を表示します。</translation>
    </message>
    <message>
        <source>Plot summary</source>
        <translation>グラフの要約</translation>
    </message>
    <message>
        <source>What limits speed now</source>
        <translation>いま速度を制限しているもの</translation>
    </message>
    <message>
        <source>average {r} images/s over the conversion, as in the Summary</source>
        <translation>変換全体の平均 {r} 枚/秒 (概要と同じ)</translation>
    </message>
    <message>
        <source>mean write {ms} ms per batch</source>
        <translation>書き込み平均 {ms} ミリ秒/バッチ</translation>
    </message>
    <message>
        <source>workers busy {w}%, writer busy {k}%</source>
        <translation>ワーカー稼働 {w}%、書き込み稼働 {k}%</translation>
    </message>
    <message>
        <source>&lt;b&gt;Converting the images takes most of the time&lt;/b&gt;: the cluster&apos;s workers are busy and the writer waits for them; more cluster workers (or jobs) would help.</source>
        <translation>&lt;b&gt;画像の変換に最も時間がかかっています&lt;/b&gt;: クラスターのワーカーが手いっぱいで、書き込み処理が待っています。クラスターのワーカー (またはジョブ) を増やすと速くなります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Converting the images takes most of the time&lt;/b&gt;: the workers are busy and the writer waits for them. The Tune sweep measured up to {m} workers on this source and found no gain beyond {n}, so more workers would not help here; what would: a smaller image size, the “Original bytes” format (no re-encoding), or closing other programs.</source>
        <translation>&lt;b&gt;画像の変換に最も時間がかかっています&lt;/b&gt;: ワーカーが手いっぱいで、書き込み処理が待っています。「調整」タブの測定では、このソースでワーカーを {m} 個まで試し、{n} 個より増やしても速くなりませんでした。効果があるのは、画像サイズを小さくする、「元のデータ」形式 (再エンコードなし) にする、ほかのプログラムを閉じる、のいずれかです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Converting the images takes most of the time&lt;/b&gt;: the workers are busy and the writer waits for them; more workers (up to {n}, the number of cores) would help.</source>
        <translation>&lt;b&gt;画像の変換に最も時間がかかっています&lt;/b&gt;: ワーカーが手いっぱいで、書き込み処理が待っています。ワーカーを増やす (コア数と同じ {n} 個まで) と速くなります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Converting the images takes most of the time&lt;/b&gt;: every core is busy converting. More workers would not help; what would: a smaller image size, the “Original bytes” format (no re-encoding), a faster disk, or closing other programs.</source>
        <translation>&lt;b&gt;画像の変換に最も時間がかかっています&lt;/b&gt;: すべてのコアが変換で手いっぱいです。ワーカーを増やしても速くなりません。効果があるのは、画像サイズを小さくする、「元のデータ」形式 (再エンコードなし) にする、速いディスクを使う、ほかのプログラムを閉じる、のいずれかです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Writing the output files takes most of the time&lt;/b&gt;: the writer is busy and the workers wait; the disk or the compression is the limit, so more workers would not help.</source>
        <translation>&lt;b&gt;出力ファイルの書き込みに最も時間がかかっています&lt;/b&gt;: 書き込み処理が忙しく、ワーカーが待っています。ディスクか圧縮が上限なので、ワーカーを増やしても速くなりません。</translation>
    </message>
    <message>
        <source>Plot not started</source>
        <translation>グラフは未開始</translation>
    </message>
    <message>
        <source>Per-batch write time (ms)</source>
        <translation>バッチごとの書き込み時間 (ミリ秒)</translation>
    </message>
    <message>
        <source>Worker activity (busy %)</source>
        <translation>ワーカーの稼働状況 (稼働率 %)</translation>
    </message>
    <message>
        <source>Worker activity when converting ended (busy %)</source>
        <translation>変換が終わったときのワーカーの稼働状況 (稼働率 %)</translation>
    </message>
    <message>
        <source>w{i}</source>
        <translation>w{i}</translation>
    </message>
    <message>
        <source>{host} ({n})</source>
        <translation>{host} ({n})</translation>
    </message>
    <message>
        <source>writer</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>now {r} images/s, {m} MB/s written</source>
        <translation>現在 {r} 枚/秒、書き込み {m} MB/秒</translation>
    </message>
    <message>
        <source>at the end {r} images/s, {m} MB/s written</source>
        <translation>終了時 {r} 枚/秒、書き込み {m} MB/秒</translation>
    </message>
    <message>
        <source>average {r} images/s since converting began</source>
        <translation>変換開始からの平均 {r} 枚/秒</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is saturated&lt;/b&gt; right now (the run may be starting or finishing).</source>
        <translation>いまは&lt;b&gt;どこも飽和していません&lt;/b&gt; (開始直後か終了間際かもしれません)。</translation>
    </message>
</context>
<context>
    <name>LogTab</name>
    <message>
        <source>Open the full log of this run</source>
        <translation>この実行の完全なログを開く</translation>
    </message>
    <message>
        <source>Open full log</source>
        <translation>完全なログを開く</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Engine log</source>
        <translation>エンジンのログ</translation>
    </message>
    <message>
        <source>No run of this job in this window yet. When you start one, its command and stages appear here.</source>
        <translation>このウィンドウでは、このジョブはまだ実行していません。実行を開始すると、そのコマンドと段階がここに表示されます。</translation>
    </message>
    <message>
        <source>The full log of this run and its earlier parts (counts, every skipped file and why, warnings): {path}</source>
        <translation>この実行とその前の部分の完全なログ (件数、スキップしたすべてのファイルとその理由、警告): {path}</translation>
    </message>
    <message>
        <source>The full log of this run (counts, every skipped file and why, warnings): {path}</source>
        <translation>この実行の完全なログ (件数、スキップしたすべてのファイルとその理由、警告): {path}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>TFRecord Studio</source>
        <translation>TFRecord Studio</translation>
    </message>
    <message>
        <source>Checking the folders&apos; paths (the disk does not answer yet)…</source>
        <translation>フォルダーのパスを確かめています (ディスクがまだ応答しません)…</translation>
    </message>
    <message>
        <source>Source and options</source>
        <translation>ソースとオプション</translation>
    </message>
    <message>
        <source>Run details</source>
        <translation>実行の詳細</translation>
    </message>
    <message>
        <source>Live plots</source>
        <translation>ライブグラフ</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>&amp;Cancel…</source>
        <translation>キャンセル(&amp;C)…</translation>
    </message>
    <message>
        <source>Checked again: no image was added or removed since the interrupted run. Resume can finish it.</source>
        <translation>確認し直しました: 中断された実行のあとに追加・削除された画像はありません。「再開」で完了できます。</translation>
    </message>
    <message>
        <source>Job loaded from {job}. Its output folder {old} already holds a converted dataset, so a new folder beside it is used: {new}.</source>
        <translation>ジョブを {job} から読み込みました。その出力フォルダー {old} には変換済みのデータセットがあるため、隣の新しいフォルダーを使います: {new}。</translation>
    </message>
    <message>
        <source>Not resumed: the source was read again, and the note above Resume says why it cannot finish the run.</source>
        <translation>再開しませんでした。ソースを読み直しました。中断された変換を完了できない理由は「再開」の上の説明をご覧ください。</translation>
    </message>
    <message>
        <source>Not started: see the problem beside Start.</source>
        <translation>開始しませんでした: 「開始」の横に表示されている問題を確認してください。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>調整</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Main areas</source>
        <translation>主な領域</translation>
    </message>
    <message>
        <source>Convert or inspect</source>
        <translation>変換または検査</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>変換</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>検査</translation>
    </message>
    <message>
        <source>Command copied to the clipboard.</source>
        <translation>コマンドをクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>&amp;Open source folder…</source>
        <translation>ソースフォルダーを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Load job…</source>
        <translation>ジョブを読み込む(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Save job…</source>
        <translation>ジョブを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Tune workers…</source>
        <translation>ワーカー数を調整(&amp;T)…</translation>
    </message>
    <message>
        <source>Find the best number of workers</source>
        <translation>最適なワーカー数を見つけます</translation>
    </message>
    <message>
        <source>&amp;Inspect TFRecord files…</source>
        <translation>TFRecord ファイルを検査(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>バージョン情報(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>A short illustrated guide to this window</source>
        <translation>このウィンドウの図入りの短いガイド</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>The interrupted run&apos;s options are in the form.</source>
        <translation>中断された実行のオプションをフォームに入れました。</translation>
    </message>
    <message>
        <source>The output folder is now %1: the one you chose, %2, is named after the previous source.</source>
        <translation>出力フォルダーを %1 にしました。選んだ %2 は前のソースの名前が付いています。</translation>
    </message>
    <message>
        <source>The output folder is now %1: the one you chose, %2, is not empty, and a new source gets an empty folder. To write there all the same, choose it again.</source>
        <translation>出力フォルダーを %1 にしました。選んだ %2 は空ではなく、新しいソースには空のフォルダーを使います。それでもそこに書き出すには、もう一度選んでください。</translation>
    </message>
    <message>
        <source>Tuning the worker count…</source>
        <translation>ワーカー数を調整中…</translation>
    </message>
    <message>
        <source>“Run on” set to local:{n}.</source>
        <translation>「実行場所」を local:{n} にしました。</translation>
    </message>
    <message>
        <source>Workers set to {n}.</source>
        <translation>ワーカー数を {n} にしました。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>Everything the engine did is in the run&apos;s log: {path}</source>
        <translation>エンジンが行ったことはすべて実行ログにあります: {path}</translation>
    </message>
    <message>
        <source>Verification did not finish</source>
        <translation>検証が終わりませんでした</translation>
    </message>
    <message>
        <source>Conversion failed</source>
        <translation>変換に失敗しました</translation>
    </message>
    <message>
        <source>Verification failed</source>
        <translation>検証に失敗しました</translation>
    </message>
    <message>
        <source>Save job</source>
        <translation>ジョブを保存</translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation>ジョブファイル (*.json)</translation>
    </message>
    <message>
        <source>Job saved to {p}</source>
        <translation>ジョブを {p} に保存しました</translation>
    </message>
    <message>
        <source>Load job</source>
        <translation>ジョブを読み込む</translation>
    </message>
    <message>
        <source>Job files (*.json);;All files (*)</source>
        <translation>ジョブファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;Convert</source>
        <translation>変換(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>検査(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Open TFRecord folder…</source>
        <translation>TFRecord フォルダーを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Checked again: the source still differs from the interrupted run.</source>
        <translation>確認し直しました: ソースはまだ中断された実行と異なります。</translation>
    </message>
    <message>
        <source>Could not load the job</source>
        <translation>ジョブを読み込めませんでした</translation>
    </message>
    <message>
        <source>Could not save the job</source>
        <translation>ジョブを保存できませんでした</translation>
    </message>
    <message>
        <source>Job loaded from {p}</source>
        <translation>ジョブを {p} から読み込みました</translation>
    </message>
    <message>
        <source>Job not loaded: Tune started measuring while {file} was being read. Load it again when it has ended.</source>
        <translation>ジョブは読み込まれませんでした: {file} を読み込んでいる間に「調整」の測定が始まりました。測定が終わってから、もう一度読み込んでください。</translation>
    </message>
    <message>
        <source>Job not loaded: a conversion started while {file} was being read. Load it again when it has ended.</source>
        <translation>ジョブは読み込まれませんでした: {file} を読み込んでいる間に変換が始まりました。変換が終わってから、もう一度読み込んでください。</translation>
    </message>
    <message>
        <source>Job not loaded: a question was opened while {file} was being read. Load it again once it is answered.</source>
        <translation>ジョブは読み込まれませんでした: {file} を読み込んでいる間に確認の画面が開きました。その画面に答えてから、もう一度読み込んでください。</translation>
    </message>
    <message>
        <source>Loading the job from {file}: waiting for the disk to answer…</source>
        <translation>ジョブを {file} から読み込んでいます。ディスクの応答を待っています…</translation>
    </message>
    <message>
        <source>Not resumed: Resume no longer waits for the check of the source&apos;s folders.</source>
        <translation>再開を取りやめました。ソースのフォルダーの確認が終わっても変換は再開しません。</translation>
    </message>
    <message>
        <source>Not resumed: Resume no longer waits for the list of failures.</source>
        <translation>再開を取りやめました。失敗の一覧を読み終えても変換は再開しません。</translation>
    </message>
    <message>
        <source>Not resumed: Resume no longer waits for the scan.</source>
        <translation>再開を取りやめました。スキャンが終わっても変換は再開しません。</translation>
    </message>
    <message>
        <source>Not started: Start no longer waits for the check of the source&apos;s folders.</source>
        <translation>開始を取りやめました。ソースのフォルダーの確認が終わっても変換は始まりません。</translation>
    </message>
    <message>
        <source>Not started: Start no longer waits for the output folder to be worked out.</source>
        <translation>開始を取りやめました。出力フォルダーが決まっても変換は始まりません。</translation>
    </message>
    <message>
        <source>Not started: Start no longer waits for the scan.</source>
        <translation>開始を取りやめました。スキャンが終わっても変換は始まりません。</translation>
    </message>
    <message>
        <source>Open TFRecord &amp;files…</source>
        <translation>TFRecord ファイルを開く(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a table or annotation &amp;file…</source>
        <translation>表かアノテーションファイルを開く(&amp;F)…</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>再開(&amp;S)</translation>
    </message>
    <message>
        <source>Read the files &amp;again</source>
        <translation>ファイルを読み込み直す(&amp;A)</translation>
    </message>
    <message>
        <source>Read the open TFRecord files again, after they changed (F5)</source>
        <translation>開いている TFRecord ファイルを、変更されたあとにもう一度読み込みます (F5)</translation>
    </message>
    <message>
        <source>Read the source again, after changing its files (F5)</source>
        <translation>ソースのファイルを変更したあと、もう一度読み込みます (F5)</translation>
    </message>
    <message>
        <source>Resume waits while the output folder&apos;s list of failures is read (the disk does not answer yet): the run resumes when it is.</source>
        <translation>「再開」は出力フォルダーにある失敗の一覧を読み終えるまで待っています (ディスクがまだ応答しません)。読み終えると変換を再開します。</translation>
    </message>
    <message>
        <source>Resume waits while the source&apos;s folders are checked (the disk does not answer yet): the run resumes when they are.</source>
        <translation>「再開」はソースのフォルダーを確かめ終えるまで待っています (ディスクがまだ応答しません)。確かめ終えると変換を再開します。</translation>
    </message>
    <message>
        <source>Run sweep waits while the source and the output folder are checked (the disk does not answer yet).</source>
        <translation>「測定を実行」はソースと出力フォルダーを確かめ終えるまで待っています (ディスクがまだ応答しません)。</translation>
    </message>
    <message>
        <source>Save lo&amp;g…</source>
        <translation>ログを保存(&amp;G)…</translation>
    </message>
    <message>
        <source>Save log</source>
        <translation>ログを保存</translation>
    </message>
    <message>
        <source>Scan the source &amp;again</source>
        <translation>ソースを読み込み直す(&amp;A)</translation>
    </message>
    <message>
        <source>Some options of the job were not used</source>
        <translation>ジョブの一部のオプションは使われませんでした</translation>
    </message>
    <message>
        <source>Start &amp;over…</source>
        <translation>最初からやり直す(&amp;O)…</translation>
    </message>
    <message>
        <source>Start waits for the scan of the source: the run begins when the scan ends.</source>
        <translation>「開始」はソースのスキャンが終わるのを待っています。スキャンが終わると変換を始めます。</translation>
    </message>
    <message>
        <source>Start waits while the output folder for this source is worked out (the disk does not answer yet): the run begins when it is.</source>
        <translation>「開始」はこのソースの出力フォルダーが決まるまで待っています (ディスクがまだ応答しません)。決まると変換を始めます。</translation>
    </message>
    <message>
        <source>Start waits while the source&apos;s folders are checked (the disk does not answer yet): the run begins when they are.</source>
        <translation>「開始」はソースのフォルダーを確かめ終えるまで待っています (ディスクがまだ応答しません)。確かめ終えると変換を始めます。</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>テキストファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The output folder stays %1, as --out asked: the folder opened, %2, holds an interrupted run, which finishes only in its own folder (press “Finish this run” to finish it there).</source>
        <translation>--out の指定どおり、出力フォルダーは %1 のままです。開いたフォルダー %2 には中断された変換があり、完了できるのはそのフォルダーの中だけです (そこで完了するには「この実行を完了」を押してください)。</translation>
    </message>
    <message>
        <source>The source changed since it was read: Resume waits while it is read again, and the run resumes when that ends.</source>
        <translation>ソースはスキャンの後に変わりました。「再開」はソースをもう一度スキャンし終えるまで待ち、終わると変換を再開します。</translation>
    </message>
    <message>
        <source>The source changed since it was read: Start waits while it is read again, and the run begins when that ends.</source>
        <translation>ソースはスキャンの後に変わりました。「開始」はソースをもう一度スキャンし終えるまで待ち、終わると変換を始めます。</translation>
    </message>
    <message>
        <source>To replace that dataset instead, choose {old} again and tick “Replace existing output”.</source>
        <translation>代わりにそのデータセットを置き換えるには、もう一度 {old} を選んで「既存の出力を置き換える」をオンにしてください。</translation>
    </message>
    <message>
        <source>{file} cannot be read ({reason}).</source>
        <translation>{file} を読み込めません ({reason})。</translation>
    </message>
    <message>
        <source>{file} cannot be written ({reason}).</source>
        <translation>{file} に書き込めません ({reason})。</translation>
    </message>
    <message>
        <source>{file} holds values the window cannot use, so these options keep their present values:</source>
        <translation>{file} にはウィンドウで使えない値があるため、次のオプションは今の値のままです:</translation>
    </message>
    <message>
        <source>{file} is a TFRecord Studio job file, but it is damaged or cut short (its end is missing), so it cannot be read. Set the options in the window and save the job again with File → Save job.</source>
        <translation>{file} は TFRecord Studio のジョブファイルですが、壊れているか途中で切れています (最後の部分がありません) ので読み込めません。ウィンドウでオプションを設定し、[ファイル] → [ジョブを保存] でジョブを保存し直してください。</translation>
    </message>
    <message>
        <source>{name}: {value} in the file, kept at {present}</source>
        <translation>{name}: ファイルでは {value}、今の値 {present} のまま</translation>
    </message>
    <message>
        <source>{file} is not a job file of TFRecord Studio. Choose a file saved with File → Save job.</source>
        <translation>{file} は TFRecord Studio のジョブファイルではありません。[ファイル] → [ジョブを保存] で保存したファイルを選んでください。</translation>
    </message>
    <message>
        <source>{file}: the value of “{name}” cannot be used ({value}). Correct it in a text editor, or set the options in the window and save the job again.</source>
        <translation>{file}: 「{name}」の値 ({value}) は使えません。テキストエディターで直すか、ウィンドウでオプションを設定してジョブを保存し直してください。</translation>
    </message>
    <message>
        <source>Could not save the log</source>
        <translation>ログを保存できませんでした</translation>
    </message>
    <message>
        <source>Log saved to {p}</source>
        <translation>ログを {p} に保存しました</translation>
    </message>
    <message>
        <source>Working out the output folder for this source (the disk does not answer yet): Start waits for it.</source>
        <translation>このソースの出力フォルダーを決めています (ディスクがまだ応答しません)。「開始」はそれを待ちます。</translation>
    </message>
    <message>
        <source>Start waits while the source and the output folder are checked (the disk does not answer yet).</source>
        <translation>「開始」はソースと出力フォルダーを確かめ終えるまで待っています (ディスクがまだ応答しません)。</translation>
    </message>
</context>
<context>
    <name>NameList</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>, …</source>
        <translation>、…</translation>
    </message>
    <message>
        <source>{n} more</source>
        <translation>ほか {n} 件</translation>
    </message>
</context>
<context>
    <name>ObjectList</name>
    <message>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>Open objects.csv in the program that opens CSV files (a spreadsheet)</source>
        <translation>objects.csv を CSV ファイルを開くプログラム (表計算ソフト) で開きます</translation>
    </message>
    <message>
        <source>Open the list&apos;s file</source>
        <translation>一覧のファイルを開く</translation>
    </message>
    <message>
        <source>Open {file}</source>
        <translation>{file} を開く</translation>
    </message>
    <message>
        <source>Show list…</source>
        <translation>一覧を表示…</translation>
    </message>
    <message>
        <source>Each object of the annotations that the written records leave out, hold clipped, or hold with only its box, with its image and why. The same list is in {file} in the output folder.</source>
        <translation>書き込んだレコードから除外した、切り詰めた、またはボックスだけを残したアノテーションのオブジェクトを、画像と理由とともに 1 つずつ示します。同じ一覧が出力フォルダーの {file} にあります。</translation>
    </message>
    <message>
        <source>Objects left out, clipped or kept with only their box</source>
        <translation>除外、切り詰め、またはボックスだけを残したオブジェクト</translation>
    </message>
    <message>
        <source>Reading the list…</source>
        <translation>一覧を読み込み中…</translation>
    </message>
    <message>
        <source>Show the objects left out, clipped or kept with only their box</source>
        <translation>除外、切り詰め、またはボックスだけを残したオブジェクトを表示</translation>
    </message>
    <message>
        <source>The first {shown} of {n} are shown here.</source>
        <translation>ここには {n} 個のうち最初の {shown} 個を表示しています。</translation>
    </message>
    <message>
        <source>What the list holds</source>
        <translation>一覧の内容</translation>
    </message>
    <message>
        <source>Which objects they are: each with its image, class and why (objects.csv in the output folder)</source>
        <translation>どのオブジェクトか: 画像、クラス、理由とともに 1 つずつ示します (出力フォルダーの objects.csv)</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>box {box}</source>
        <translation>ボックス {box}</translation>
    </message>
    <message>
        <source>{file}, annotation {id}</source>
        <translation>{file} のアノテーション {id}</translation>
    </message>
    <message>
        <source>{file}, line {id}</source>
        <translation>{file} の {id} 行目</translation>
    </message>
    <message>
        <source>{file}, object {id}</source>
        <translation>{file} のオブジェクト {id}</translation>
    </message>
</context>
<context>
    <name>OpenFolder</name>
    <message>
        <source>The folder {folder} does not exist: nothing was left there.</source>
        <translation>フォルダー {folder} はありません。何も残っていません。</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <source>2. Options</source>
        <translation>2. オプション</translation>
    </message>
    <message>
        <source>Conversion options</source>
        <translation>変換オプション</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>出力フォルダー</translation>
    </message>
    <message>
        <source>Where the TFRecord files go, with labels.txt (the class names), rejected.csv (files not converted, and why), tfrecord_studio.json (what was made), HOW_TO_LOAD.md (code that reads them) and the files TFDS needs to read them.</source>
        <translation>TFRecord ファイルの保存先です。labels.txt (クラス名)、rejected.csv (変換されなかったファイルとその理由)、tfrecord_studio.json (作成内容)、HOW_TO_LOAD.md (読み込むためのコード) と、TFDS が読み込みに使うファイルも置かれます。</translation>
    </message>
    <message>
        <source>Choose output folder</source>
        <translation>出力フォルダーを選択</translation>
    </message>
    <message>
        <source>Replace existing output</source>
        <translation>既存の出力を置き換える</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>画像サイズ</translation>
    </message>
    <message>
        <source>1 photo will be stored as its file is, not turned upright (its EXIF says to turn it; TensorFlow does not): it reaches the model sideways or upside down. Choose JPEG or PNG to store it upright, or keep it as it is if your model expects that.</source>
        <translation>1 枚の写真がファイルのまま、正しい向きに回転されずに保存されます (EXIF は回転するよう指定していますが、TensorFlow は回転しません)。モデルには横向きや上下逆さまで渡ります。正しい向きで保存するには JPEG か PNG を選んでください。モデルがこの向きを前提としているなら、このままで構いません。</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>カスタム…</translation>
    </message>
    <message>
        <source>How the values of 16-bit images (microscopes, scientific cameras) become the 0–255 of the stored images. Many cameras write 12-bit values (up to 4,095) into 16-bit files: converted as 16 bits they come out almost black; choose 12 bits, and 0–4,095 becomes 0–255. Higher values are stored as white. 8-bit images are not changed.</source>
        <translation>16 ビット画像 (顕微鏡や科学用カメラ) の値を、保存する画像の 0～255 にどう変えるかです。多くのカメラは 12 ビットの値 (最大 4,095) を 16 ビットのファイルに書き込みます。16 ビットとして変換するとほぼ真っ黒になるので、12 ビットを選んでください。0～4,095 が 0～255 になります。それより大きい値は白として保存します。8 ビット画像は変わりません。</translation>
    </message>
    <message>
        <source>Keep original size</source>
        <translation>元のサイズのまま</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>カスタムサイズ</translation>
    </message>
    <message>
        <source>Replace a dataset made earlier in the output folder; only the files this app made there are deleted.</source>
        <translation>出力フォルダーにある以前のデータセットを置き換えます。削除されるのはこのアプリが作ったファイルだけです。</translation>
    </message>
    <message>
        <source>Every image is made this many pixels wide and high. 224 × 224 suits most image models.</source>
        <translation>すべての画像をこの幅と高さ (ピクセル) にします。ほとんどの画像モデルには 224 × 224 が合います。</translation>
    </message>
    <message>
        <source>One number for a square (300), or width x height (320x240).</source>
        <translation>正方形なら数値 1 つ (300)、または 幅x高さ (320x240)。</translation>
    </message>
    <message>
        <source>e.g. 320x240</source>
        <translation>例: 320x240</translation>
    </message>
    <message>
        <source>Resize mode</source>
        <translation>リサイズ方法</translation>
    </message>
    <message>
        <source>Stretch: fill the size, may distort. Fit: keep the shape, add borders. Crop: keep the shape, cut the edges.</source>
        <translation>引き伸ばし: サイズいっぱいに広げます (歪むことがあります)。収める: 形を保ち、余白を足します。切り抜き: 形を保ち、端を切ります。</translation>
    </message>
    <message>
        <source>Stretch to size</source>
        <translation>引き伸ばす</translation>
    </message>
    <message>
        <source>Fit inside (pad)</source>
        <translation>内側に収める (余白)</translation>
    </message>
    <message>
        <source>Crop to fill</source>
        <translation>切り抜いて埋める</translation>
    </message>
    <message>
        <source>Stored format</source>
        <translation>保存形式</translation>
    </message>
    <message>
        <source>How each image is stored. JPEG: small files. PNG: every pixel kept exactly. Raw pixels: fastest to read, very large. Original bytes: your files as they are, not re-encoded (fastest to convert; the summary after a run shows the code that reads them).</source>
        <translation>各画像の保存方法です。JPEG: ファイルが小さい。PNG: すべてのピクセルをそのまま保持。生ピクセル: 読み込みが最速、とても大きい。元のデータ: ファイルをそのまま格納し、再エンコードしない (変換が最速。実行後の概要に読み込み用のコードが表示されます)。</translation>
    </message>
    <message>
        <source>JPEG quality from 1 to 100. At 95 no difference from the original can be seen.</source>
        <translation>JPEG の品質 (1～100)。95 なら元の画像との違いは見分けられません。</translation>
    </message>
    <message>
        <source>Keep the colours, or store grey images (a third of the size).</source>
        <translation>カラーのまま保存するか、グレー画像 (サイズは 3 分の 1) で保存します。</translation>
    </message>
    <message>
        <source>Tr&amp;ansparent areas:</source>
        <translation>透明部分(&amp;A):</translation>
    </message>
    <message>
        <source>Store ob&amp;ject masks</source>
        <translation>オブジェクトのマスクを保存(&amp;J)</translation>
    </message>
    <message>
        <source>Leave o&amp;ut images without annotations</source>
        <translation>アノテーションのない画像を除外(&amp;U)</translation>
    </message>
    <message>
        <source>How many images are converted at the same time. Auto: one per processor core of this computer. Run → Tune workers measures the best number.</source>
        <translation>同時に変換する画像の数です。自動: このコンピューターのプロセッサーコア 1 つにつき 1 個。[実行] → [ワーカー数を調整] で最適な数を測定できます。</translation>
    </message>
    <message>
        <source>Wor&amp;kers:</source>
        <translation>ワーカー(&amp;K):</translation>
    </message>
    <message>
        <source>Ru&amp;n on:</source>
        <translation>実行場所(&amp;N):</translation>
    </message>
    <message>
        <source>Files per split</source>
        <translation>分割ごとのファイル数</translation>
    </message>
    <message>
        <source>The images are stored in several files of about this size. Files of 100-200 MiB are read fastest during training.</source>
        <translation>画像はこのくらいのサイズの複数のファイルに分けて保存されます。学習時には 100～200 MiB のファイルが最も速く読み込めます。</translation>
    </message>
    <message>
        <source>GZIP or ZLIB make the files smaller but slower to read. JPEG and PNG images are already compressed, so it rarely helps.</source>
        <translation>GZIP や ZLIB はファイルを小さくしますが、読み込みは遅くなります。JPEG や PNG の画像はすでに圧縮されているので、効果はほとんどありません。</translation>
    </message>
    <message>
        <source>Shar&amp;ds:</source>
        <translation>シャード(&amp;D):</translation>
    </message>
    <message>
        <source>Divide the images into named parts, e.g. train=0.8,val=0.1,test=0.1. Leave empty to keep all images in one part called train.</source>
        <translation>画像を名前付きの部分に分けます (例: train=0.8,val=0.1,test=0.1)。空欄ならすべての画像が train という 1 つの部分に入ります。</translation>
    </message>
    <message>
        <source>S&amp;plit:</source>
        <translation>分割(&amp;P):</translation>
    </message>
    <message>
        <source>Mix the order of the images, so that every file holds images of all classes (best for training).</source>
        <translation>画像の順序を混ぜ、どのファイルにもすべてのクラスの画像が入るようにします (学習に最適)。</translation>
    </message>
    <message>
        <source>Any number. The same number gives the same order, and the same files, every time.</source>
        <translation>任意の数値です。同じ数値なら、毎回同じ順序、同じファイルになります。</translation>
    </message>
    <message>
        <source>Se&amp;quence:</source>
        <translation>順序(&amp;Q):</translation>
    </message>
    <message>
        <source>The start of every TFRecord file&apos;s name (empty: data).</source>
        <translation>各 TFRecord ファイル名の先頭部分 (空欄: data)。</translation>
    </message>
    <message>
        <source>Prefi&amp;x:</source>
        <translation>接頭辞(&amp;X):</translation>
    </message>
    <message>
        <source>Verif&amp;y the files after writing</source>
        <translation>書き込み後にファイルを検証(&amp;Y)</translation>
    </message>
    <message>
        <source>When the conversion is done, read every image back with TensorFlow and check that nothing is missing or damaged (takes a little longer).</source>
        <translation>変換が終わったら、すべての画像を TensorFlow で読み直し、欠けや破損がないか確認します (少し時間がかかります)。</translation>
    </message>
    <message>
        <source>Raw pixels</source>
        <translation>生ピクセル</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>&amp;Output folder:</source>
        <translation>出力フォルダー(&amp;O):</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>サイズ(&amp;Z):</translation>
    </message>
    <message>
        <source>Res&amp;ize:</source>
        <translation>リサイズ(&amp;I):</translation>
    </message>
    <message>
        <source>16-&amp;bit images:</source>
        <translation>16 ビット画像(&amp;B):</translation>
    </message>
    <message>
        <source>Lar&amp;gest image:</source>
        <translation>最大画像サイズ(&amp;G):</translation>
    </message>
    <message>
        <source>Original bytes</source>
        <translation>元のデータ</translation>
    </message>
    <message>
        <source>JPEG quality</source>
        <translation>JPEG 品質</translation>
    </message>
    <message>
        <source>quality </source>
        <translation>品質 </translation>
    </message>
    <message>
        <source>Colour channels</source>
        <translation>カラーチャンネル</translation>
    </message>
    <message>
        <source> megapixels</source>
        <translation> メガピクセル</translation>
    </message>
    <message>
        <source>1 file of this source is HEIC, AVIF or an animated WebP, which “Original bytes” cannot keep: TensorFlow cannot read it, so it will be skipped. Choose JPEG or PNG to convert it.</source>
        <translation>このソースの 1 個のファイルは HEIC、AVIF またはアニメーション WebP で、「元のデータ」では保存できません。TensorFlow が読めないため、スキップされます。変換するには JPEG か PNG を選んでください。</translation>
    </message>
    <message>
        <source>1 image is much wider or taller than {size}: “Stretch to size” squashes it.</source>
        <translation>1 枚の画像が {size} と比べてかなり横長または縦長です。「引き伸ばす」ではその画像がつぶれて変形します。</translation>
    </message>
    <message>
        <source>16 bits (full range)</source>
        <translation>16 ビット (全範囲)</translation>
    </message>
    <message>
        <source>Bits of 16-bit images</source>
        <translation>16 ビット画像のビット数</translation>
    </message>
    <message>
        <source>By default they are kept as background images (with no objects); when left out they are listed as skipped.</source>
        <translation>既定ではオブジェクトのない背景画像として残します。除外した画像はスキップとして一覧に載ります。</translation>
    </message>
    <message>
        <source>Colour (RGB)</source>
        <translation>カラー (RGB)</translation>
    </message>
    <message>
        <source>Crop cuts the edges of the images, and of their masks with them: the objects there lose those parts. Fit keeps every pixel of the masks.</source>
        <translation>「切り抜いて埋める」は画像の端を切り落とし、マスクの端も一緒に切り落とします。そこにあるオブジェクトはその部分を失います。「内側に収める」ならマスクのすべてのピクセルが残ります。</translation>
    </message>
    <message>
        <source>Crop cuts the edges of the images: boxes there are clipped, and those mostly outside are left out. The run lists each of them (objects.csv). Fit keeps every box.</source>
        <translation>「切り抜いて埋める」は画像の端を切り落とします。そこにあるボックスは切り詰められ、大部分が外に出るものは除外されます。変換はそれらを 1 つずつ一覧にします (objects.csv)。「内側に収める」ならすべてのボックスが残ります。</translation>
    </message>
    <message>
        <source>Every image of this source is converted with its mask: an image without one is skipped already (listed with the source), so there is nothing to leave out.</source>
        <translation>このソースの画像はどれもマスクと一緒に変換します。マスクのない画像はすでにスキップされる (ソースの一覧に載ります) ので、除外するものはありません。</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>グレー</translation>
    </message>
    <message>
        <source>Images with more pixels than this are skipped before they are read. “Original bytes” converts no image: it checks each file and stores it as it is. A JPEG or BMP file is held in memory as it is and a PNG file about twice; the first picture of a GIF, TIFF or WebP file (or of a damaged PNG file) is decoded to check it: at {mp} megapixels, up to {high}. A small damaged or malicious file (a decompression bomb) can claim billions of pixels. Raise it for large scans and microscope images.</source>
        <translation>これより画素数の多い画像は、読み込む前にスキップされます。「元のデータ」は画像を変換しません。各ファイルを確認して、そのまま保存します。JPEG と BMP のファイルはそのままメモリに保持され、PNG のファイルはその約 2 倍になります。GIF、TIFF、WebP のファイルと破損した PNG のファイルは、確認のために最初の画像がデコードされます。{mp} メガピクセルでは最大 {high} です。小さな破損ファイルや悪意のあるファイル (解凍爆弾) が数十億ピクセルを名乗ることがあります。大きなスキャン画像や顕微鏡画像では上げてください。</translation>
    </message>
    <message>
        <source>Only JPEG images have a quality: PNG and raw pixels keep every pixel exactly.</source>
        <translation>品質があるのは JPEG だけです。PNG と生ピクセルはすべてのピクセルをそのまま保ちます。</translation>
    </message>
    <message>
        <source>This option changes nothing at the format and size chosen.</source>
        <translation>選んだ形式とサイズでは、このオプションは何も変えません。</translation>
    </message>
    <message>
        <source>{n} bits</source>
        <translation>{n} ビット</translation>
    </message>
    <message>
        <source>{n} files of this source are HEIC, AVIF or animated WebP, which “Original bytes” cannot keep: TensorFlow cannot read them, so they will be skipped. Choose JPEG or PNG to convert them.</source>
        <translation>このソースの {n} 個のファイルは HEIC、AVIF またはアニメーション WebP で、「元のデータ」では保存できません。TensorFlow が読めないため、スキップされます。変換するには JPEG か PNG を選んでください。</translation>
    </message>
    <message>
        <source>{n} photos will be stored as their files are, not turned upright (their EXIF says to turn them; TensorFlow does not): they reach the model sideways or upside down. Choose JPEG or PNG to store them upright, or keep them as they are if your model expects that.</source>
        <translation>{n} 枚の写真がファイルのまま、正しい向きに回転されずに保存されます (EXIF は回転するよう指定していますが、TensorFlow は回転しません)。モデルには横向きや上下逆さまで渡ります。正しい向きで保存するには JPEG か PNG を選んでください。モデルがこの向きを前提としているなら、このままで構いません。</translation>
    </message>
    <message>
        <source>“Fit inside (pad)” keeps the shape of the images and adds borders; “Crop to fill” keeps it and cuts the edges.</source>
        <translation>「内側に収める (余白)」は画像の形を保ち、余白を加えます。「切り抜いて埋める」は形を保ち、端を切り落とします。</translation>
    </message>
    <message>
        <source>“Fit inside (pad)” keeps the shape of the images and adds borders; “Crop to fill” keeps it but cuts the edges, and the objects there with them.</source>
        <translation>「内側に収める (余白)」は画像の形を保ち、余白を加えます。「切り抜いて埋める」も形を保ちますが、端を切り落とし、そこにある物体も一緒に切り落とします。</translation>
    </message>
    <message>
        <source>“Keep original size” is chosen: every image keeps its own size, and nothing is resized.</source>
        <translation>「元のサイズのまま」が選ばれています。どの画像も元のサイズのままで、サイズは変わりません。</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: a 16-bit image stays a 16-bit file.</source>
        <translation>「元のデータ」は各ファイルをそのまま保存します。16 ビット画像は 16 ビットのファイルのままです。</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: a JPEG keeps the quality it was saved with.</source>
        <translation>「元のデータ」は各ファイルをそのまま保存します。JPEG は保存されたときの品質のままです。</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: a colour image stays in colour, a grey one grey.</source>
        <translation>「元のデータ」は各ファイルをそのまま保存します。カラー画像はカラーのまま、グレー画像はグレーのままです。</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: every image keeps its own size. Choose JPEG, PNG or Raw pixels to make them this size.</source>
        <translation>「元のデータ」は各ファイルをそのまま保存します。どの画像も元のサイズのままです。このサイズにするには JPEG、PNG または生ピクセルを選んでください。</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: its transparent areas stay transparent.</source>
        <translation>「元のデータ」は各ファイルをそのまま保存します。透明な部分は透明なままです。</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: nothing is resized.</source>
        <translation>「元のデータ」は各ファイルをそのまま保存します。サイズは変わりません。</translation>
    </message>
    <message>
        <source>Forma&amp;t:</source>
        <translation>形式(&amp;T):</translation>
    </message>
    <message>
        <source>Images with more pixels than this are skipped before they are read. Each worker holds the whole image in memory while it converts it, and a small damaged or malicious file (a decompression bomb) can claim billions of pixels. At {mp} megapixels a worker needs about {low} for a colour image made smaller, up to {high} for one with transparency kept at its original size (an image that needs more than half the memory free when the run starts is skipped). Raise it for large scans and microscope images.</source>
        <translation>これより画素数の多い画像は、読み込む前にスキップされます。各ワーカーは変換中に画像全体をメモリに保持します。また、小さな破損ファイルや悪意のあるファイル (解凍爆弾) が数十億ピクセルを名乗ることがあります。{mp} メガピクセルでは、ワーカー 1 個あたり、縮小するカラー画像で約 {low}、透明部分があり元のサイズのまま保存する画像で最大 {high} のメモリが必要です (実行開始時の空きメモリの半分より多く必要な画像はスキップされます)。大きなスキャン画像や顕微鏡画像では上げてください。</translation>
    </message>
    <message>
        <source>Largest image in megapixels</source>
        <translation>最大画像サイズ (メガピクセル)</translation>
    </message>
    <message>
        <source>Memory a worker needs</source>
        <translation>ワーカーが必要とするメモリ</translation>
    </message>
    <message>
        <source>Note about the format</source>
        <translation>形式についての注意</translation>
    </message>
    <message>
        <source>Repla&amp;ce existing output</source>
        <translation>既存の出力を置き換える(&amp;C)</translation>
    </message>
    <message>
        <source>Note about the resize mode</source>
        <translation>リサイズ方法についての注意</translation>
    </message>
    <message>
        <source>up to {high} of memory per file</source>
        <translation>ファイル 1 つあたり最大 {high} のメモリ</translation>
    </message>
    <message>
        <source>up to {high} of memory per worker</source>
        <translation>ワーカー 1 個あたり最大 {high} のメモリ</translation>
    </message>
    <message>
        <source>Background colour</source>
        <translation>背景色</translation>
    </message>
    <message>
        <source>Colour that the transparent parts of PNG, GIF and WebP images are placed on.</source>
        <translation>PNG、GIF、WebP 画像の透明部分の下に敷く色です。</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Store object masks</source>
        <translation>オブジェクトのマスクを保存</translation>
    </message>
    <message>
        <source>Detection sources with polygons or RLE (COCO, YOLO segments): also store each object&apos;s mask as a PNG (image/object/mask).</source>
        <translation>ポリゴンまたは RLE を持つ検出ソース (COCO、YOLO のセグメント): 各オブジェクトのマスクも PNG (image/object/mask) として保存します。</translation>
    </message>
    <message>
        <source>Skip unannotated images</source>
        <translation>アノテーションのない画像をスキップ</translation>
    </message>
    <message>
        <source>Annotations:</source>
        <translation>アノテーション:</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>ワーカープロセス</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>this computer has {n} core</source>
        <translation>このコンピューターのコア数: {n}</translation>
    </message>
    <message>
        <source>this computer has {n} cores</source>
        <translation>このコンピューターのコア数: {n}</translation>
    </message>
    <message>
        <source>Number of processor cores</source>
        <translation>プロセッサーのコア数</translation>
    </message>
    <message>
        <source>How the files are divided</source>
        <translation>ファイルの分け方</translation>
    </message>
    <message>
        <source>Divide the images into files of about one size (files of 100-200 MiB are read fastest in training), or into a set number of files per split (e.g. one per GPU or TPU host that reads them).</source>
        <translation>画像をほぼ同じサイズのファイルに分けるか (学習では 100～200 MiB のファイルが最も速く読めます)、分割ごとに決まった数のファイルに分けます (例: 読み込む GPU や TPU ホストごとに 1 つ)。</translation>
    </message>
    <message>
        <source>Size of each file</source>
        <translation>ファイルごとのサイズ</translation>
    </message>
    <message>
        <source>Shard size in MiB</source>
        <translation>シャードサイズ (MiB)</translation>
    </message>
    <message>
        <source>Number of files per split</source>
        <translation>分割ごとのファイル数</translation>
    </message>
    <message>
        <source>Each split (train, val, ...) is written as this many files, of about the same number of images; a split with fewer images gets one file per image.</source>
        <translation>各分割 (train、val など) をこの数のファイルに、ほぼ同じ枚数ずつ書き出します。画像がこれより少ない分割は 1 枚につき 1 ファイルになります。</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>圧縮</translation>
    </message>
    <message>
        <source>no compression</source>
        <translation>圧縮なし</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>e.g. train=0.9,val=0.1 (empty: all train)</source>
        <translation>例: train=0.9,val=0.1 (空欄: すべて train)</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>シャッフル</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>乱数シード</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>シード </translation>
    </message>
    <message>
        <source>File name prefix</source>
        <translation>ファイル名の接頭辞</translation>
    </message>
    <message>
        <source>default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Verify after writing</source>
        <translation>書き込み後に検証</translation>
    </message>
    <message>
        <source>Problem with this option</source>
        <translation>このオプションの問題</translation>
    </message>
    <message>
        <source>{n} images are much wider or taller than {size}: “Stretch to size” squashes them.</source>
        <translation>{n} 枚の画像が {size} と比べてかなり横長または縦長です。「引き伸ばす」ではそれらの画像がつぶれて変形します。</translation>
    </message>
</context>
<context>
    <name>OsError</name>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <translation>パスの途中がフォルダーではなくファイルです</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ファイルではなくフォルダーです</translation>
    </message>
    <message>
        <source>something of that name is already there</source>
        <translation>同じ名前のものがすでにあります</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>そのファイルまたはフォルダーはありません</translation>
    </message>
    <message>
        <source>you do not have permission</source>
        <translation>アクセス権がありません</translation>
    </message>
</context>
<context>
    <name>Pickers</name>
    <message>
        <source>All files</source>
        <translation>すべてのファイル</translation>
    </message>
    <message>
        <source>COCO JSON</source>
        <translation>COCO JSON</translation>
    </message>
    <message>
        <source>CSV, TSV, COCO JSON, data.yaml, VOC or CVAT XML, ZIP, TAR</source>
        <translation>CSV、TSV、COCO JSON、data.yaml、VOC/CVAT XML、ZIP、TAR</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Choose a table or an annotation file</source>
        <translation>表かアノテーションファイルを選択</translation>
    </message>
    <message>
        <source>Choose the output folder (or type a new folder&apos;s name)</source>
        <translation>出力フォルダーを選択 (新しいフォルダーの名前を入力することもできます)</translation>
    </message>
    <message>
        <source>Exports of a labelling tool (ZIP, TAR)</source>
        <translation>アノテーションツールの書き出し (ZIP、TAR)</translation>
    </message>
    <message>
        <source>Pascal VOC or CVAT XML</source>
        <translation>Pascal VOC または CVAT の XML</translation>
    </message>
    <message>
        <source>Tables (CSV, TSV)</source>
        <translation>表 (CSV、TSV)</translation>
    </message>
    <message>
        <source>YOLO data.yaml</source>
        <translation>YOLO の data.yaml</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>Progress</source>
        <translation>進行状況</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>準備完了。</translation>
    </message>
    <message>
        <source>Run status</source>
        <translation>実行状態</translation>
    </message>
    <message>
        <source>Conversion progress</source>
        <translation>変換の進行状況</translation>
    </message>
    <message>
        <source>Images done</source>
        <translation>処理済みの画像</translation>
    </message>
    <message>
        <source>Elapsed time and time left</source>
        <translation>経過時間と残り時間</translation>
    </message>
    <message>
        <source>{pct}%</source>
        <comment>the progress bar&apos;s text</comment>
        <translation>{pct}%</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Scanning</source>
        <translation>スキャン中</translation>
    </message>
    <message>
        <source>Converting</source>
        <translation>変換中</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>検証中</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Cancelled: every file is written, but not verified.</source>
        <translation>キャンセル: すべてのファイルは書き込み済みですが、検証していません。</translation>
    </message>
    <message>
        <source>looking for images… {n} found</source>
        <translation>画像を探しています… {n} 枚見つかりました</translation>
    </message>
    <message>
        <source>reading the source…</source>
        <translation>ソースを読み込んでいます…</translation>
    </message>
    <message>
        <source>writing TFRecord files</source>
        <translation>TFRecord ファイルを書き込み中</translation>
    </message>
    <message>
        <source>reading every record back to check it</source>
        <translation>確認のためすべてのレコードを読み戻しています</translation>
    </message>
    <message>
        <source>loading the record reader (TensorFlow takes a few seconds)</source>
        <translation>レコードの読み取り機能を読み込んでいます (TensorFlow は数秒かかります)</translation>
    </message>
    <message>
        <source>stopped before the end</source>
        <comment>the progress bar&apos;s text</comment>
        <translation>最後まで終わらずに停止</translation>
    </message>
    <message>
        <source>checking the kept file of the interrupted run…&#xa0;{pct}%</source>
        <translation>中断された変換で残すファイルを確認しています…&#xa0;{pct}%</translation>
    </message>
    <message>
        <source>checking the kept shard… {n} of {total}</source>
        <translation>残すシャードを確認しています… {total} 個中 {n} 個</translation>
    </message>
    <message>
        <source>checking the {total} kept files of the interrupted run…&#xa0;{pct}%</source>
        <translation>中断された変換で残す {total} 個のファイルを確認しています…&#xa0;{pct}%</translation>
    </message>
    <message>
        <source>checking the {total} kept shards… {n} of {total}</source>
        <translation>残す {total} 個のシャードを確認しています… {total} 個中 {n} 個</translation>
    </message>
    <message>
        <source>looking for copies… {n} of {total} file compared</source>
        <translation>コピーを探しています… {total} 個中 {n} 個を比較済み</translation>
    </message>
    <message>
        <source>looking for copies… {n} of {total} files compared</source>
        <translation>コピーを探しています… {total} 個中 {n} 個を比較済み</translation>
    </message>
    <message>
        <source>{n} skipped so far</source>
        <translation>これまでにスキップ {n}</translation>
    </message>
    <message>
        <source>{phase}: {detail}</source>
        <translation>{phase}: {detail}</translation>
    </message>
    <message>
        <source>{phase}.</source>
        <comment>a phase on its own, e.g. Finished.</comment>
        <translation>{phase}。</translation>
    </message>
    <message>
        <source>Tune is running: Start waits for it.</source>
        <translation>「調整」の測定中です。終わると開始できます。</translation>
    </message>
    <message>
        <source>{n} of {total} trial of the worker sweep</source>
        <translation>ワーカー数の測定: 試行 {total} 回中 {n} 回</translation>
    </message>
    <message>
        <source>{n} of {total} trials of the worker sweep</source>
        <translation>ワーカー数の測定: 試行 {total} 回中 {n} 回</translation>
    </message>
    <message>
        <source>Cancelling… (stopping the verification)</source>
        <translation>キャンセル中… (検証を止めています)</translation>
    </message>
    <message>
        <source>Cancelling… (finished files are kept; the one being written is discarded)</source>
        <translation>キャンセル中… (完成したファイルは残り、書き込み中のものは破棄されます)</translation>
    </message>
    <message>
        <source>Stopping the check…</source>
        <translation>検証を停止しています…</translation>
    </message>
    <message>
        <source>{n} of {total} record verified ({pct}%)</source>
        <translation>{total} 件中 {n} 件のレコードを検証済み ({pct}%)</translation>
    </message>
    <message>
        <source>{n} of {total} records verified ({pct}%)</source>
        <translation>{total} 件中 {n} 件のレコードを検証済み ({pct}%)</translation>
    </message>
    <message>
        <source>{n} record verified</source>
        <translation>{n} 件のレコードを検証済み</translation>
    </message>
    <message>
        <source>{n} records verified</source>
        <translation>{n} 件のレコードを検証済み</translation>
    </message>
    <message>
        <source>{n} converted image was in the unfinished shard</source>
        <translation>変換済みの {n} 枚は書きかけのシャードにありました</translation>
    </message>
    <message>
        <source>{n} converted images were in the unfinished shard</source>
        <translation>変換済みの {n} 枚は書きかけのシャードにありました</translation>
    </message>
    <message>
        <source>{n} converted image was in the unfinished shard: Resume keeps it if it reads back whole</source>
        <translation>変換済みの {n} 枚は書きかけのシャードにあります。「再開」は完全に読み戻せればそれを残します</translation>
    </message>
    <message>
        <source>(from the part the interrupted run finished)</source>
        <translation>(中断された変換が終えた部分のもの)</translation>
    </message>
    <message>
        <source>{n} converted images were in the unfinished shard: Resume keeps those that read back whole</source>
        <translation>変換済みの {n} 枚は書きかけのシャードにあります。「再開」は完全に読み戻せるものを残します</translation>
    </message>
    <message>
        <source>{seen} of {total} file ({pct}%) · {done} written · {failed} skipped</source>
        <translation>ファイル {total} 個中 {seen} 個 ({pct}%) · 書き込み {done} · スキップ {failed}</translation>
    </message>
    <message>
        <source>{seen} of {total} files ({pct}%) · {done} written · {failed} skipped</source>
        <translation>ファイル {total} 個中 {seen} 個 ({pct}%) · 書き込み {done} · スキップ {failed}</translation>
    </message>
    <message>
        <source>{seen} of {total} image ({pct}%) · {done} written · {failed} skipped</source>
        <translation>{total} 枚中 {seen} 枚 ({pct}%) · 書き込み {done} · スキップ {failed}</translation>
    </message>
    <message>
        <source>{seen} of {total} images ({pct}%) · {done} written · {failed} skipped</source>
        <translation>{total} 枚中 {seen} 枚 ({pct}%) · 書き込み {done} · スキップ {failed}</translation>
    </message>
    <message>
        <source>elapsed {e}</source>
        <translation>経過 {e}</translation>
    </message>
    <message>
        <source>An interrupted run is in the output folder: the note above Resume says what to do.</source>
        <translation>出力フォルダーには中断された変換があります。どうすればよいかは「再開」の上の説明をご覧ください。</translation>
    </message>
    <message>
        <source>An interrupted run is in the output folder: press Resume to finish it.</source>
        <translation>出力フォルダーには中断された変換があります。「再開」を押すと完了できます。</translation>
    </message>
    <message>
        <source>writing TFRecord files; the Dask worker {worker} left the run, and the others carry on (see the Log tab)</source>
        <translation>TFRecord ファイルを書き込み中。抜けた Dask ワーカー: {worker}。残りのワーカーで変換を続けています (詳しくは「ログ」タブ)</translation>
    </message>
    <message>
        <source>writing TFRecord files; {n} Dask workers left the run, and the others carry on (see the Log tab)</source>
        <translation>TFRecord ファイルを書き込み中。Dask ワーカーが {n} 個抜けました。残りのワーカーで変換を続けています (詳しくは「ログ」タブ)</translation>
    </message>
    <message>
        <source>Starting the check…</source>
        <translation>検証を開始しています…</translation>
    </message>
    <message>
        <source>Kept in complete shards: {n} of {total} file ({pct}%) · {written} written · {skipped} skipped</source>
        <translation>完成したシャードに残ったもの: ファイル {total} 個中 {n} 個 ({pct}%) · 書き込み {written} · スキップ {skipped}</translation>
    </message>
    <message>
        <source>Kept in complete shards: {n} of {total} files ({pct}%) · {written} written · {skipped} skipped</source>
        <translation>完成したシャードに残ったもの: ファイル {total} 個中 {n} 個 ({pct}%) · 書き込み {written} · スキップ {skipped}</translation>
    </message>
    <message>
        <source>Kept in complete shards: {n} of {total} image ({pct}%) · {written} written · {skipped} skipped</source>
        <translation>完成したシャードに残ったもの: {total} 枚中 {n} 枚 ({pct}%) · 書き込み {written} 枚 · スキップ {skipped} 枚</translation>
    </message>
    <message>
        <source>Kept in complete shards: {n} of {total} images ({pct}%) · {written} written · {skipped} skipped</source>
        <translation>完成したシャードに残ったもの: {total} 枚中 {n} 枚 ({pct}%) · 書き込み {written} 枚 · スキップ {skipped} 枚</translation>
    </message>
    <message>
        <source>{n} converted image was in the unfinished shard: Resume converts it again</source>
        <translation>変換済みの {n} 枚は書きかけのシャードにありました。「再開」でもう一度変換します</translation>
    </message>
    <message>
        <source>{n} converted images were in the unfinished shard: Resume converts them again</source>
        <translation>変換済みの {n} 枚は書きかけのシャードにありました。「再開」でもう一度変換します</translation>
    </message>
    <message>
        <source>estimating…</source>
        <comment>time left, before a speed is known</comment>
        <translation>推定中…</translation>
    </message>
    <message>
        <source>elapsed {e} since Resume · left {r}</source>
        <translation>経過 {e} (再開から) · 残り {r}</translation>
    </message>
    <message>
        <source>elapsed {e} · left {r}</source>
        <translation>経過 {e} · 残り {r}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 ファイル</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>新しいフォルダー(&amp;N)</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>新しいフォルダーの作成</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>新しいフォルダー</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>フォルダー:</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>親フォルダー</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>フォルダーの選択</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>親フォルダーへ移動</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
フォルダーが見つかりません。
フォルダー名が正しいか確かめてください。</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>フォルダーを削除できませんでした。</translation>
    </message>
</context>
<context>
    <name>RecordDetail</name>
    <message>
        <source>Image of the selected record</source>
        <extracomment>The QImage text key of a preview&apos;s true size, &quot;WxH&quot; (set by gui.widgets.record_page). The QImage text key of a preview&apos;s key of its masks&apos; colours: JSON of gui.overlay&apos;s mask_key (set by gui.widgets.record_page). The QImage text key of what a preview&apos;s picture is beside what a model gets from it (gui.pillow_image.read_picture&apos;s note; picture_note says it). The classes the key names at most (ADE20K&apos;s images hold dozens): then &quot;N more&quot; A key&apos;s entry up to this many characters is kept on one line; a longer one wraps at its spaces (ADE20K&apos;s &quot;person, individual, someone, somebody, mortal, soul&quot; kept whole widened Inspect&apos;s pane past a 1024 px screen)</extracomment>
        <translation>選択したレコードの画像</translation>
    </message>
    <message>
        <source>Select a record.</source>
        <translation>レコードを選択してください。</translation>
    </message>
    <message>
        <source>Selected record</source>
        <translation>選択したレコード</translation>
    </message>
    <message>
        <source>Colours of the masks</source>
        <translation>マスクの色</translation>
    </message>
    <message>
        <source>Features of the record</source>
        <translation>レコードの特徴量</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>特徴量</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Record #{i} · byte offset {o} · {n} byte</source>
        <translation>レコード #{i} · バイト位置 {o} · {n} バイト</translation>
    </message>
    <message>
        <source>Record #{i} · byte offset {o} · {n} bytes</source>
        <translation>レコード #{i} · バイト位置 {o} · {n} バイト</translation>
    </message>
    <message>
        <source>&lt;b&gt;Missing:&lt;/b&gt; the file ends inside this record, so it and any after it are missing ({e})</source>
        <translation>&lt;b&gt;欠落:&lt;/b&gt; ファイルがこのレコードの途中で終わっているため、このレコードとその後のレコードはありません ({e})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Damaged:&lt;/b&gt; {e}</source>
        <translation>&lt;b&gt;破損:&lt;/b&gt; {e}</translation>
    </message>
    <message>
        <source>(no image)</source>
        <translation>(画像なし)</translation>
    </message>
    <message>
        <source>(raw bytes)</source>
        <translation>(生バイト)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(空)</translation>
    </message>
    <message>
        <source>(no class)</source>
        <translation>(クラスなし)</translation>
    </message>
    <message>
        <source>255: ignore, not coloured</source>
        <translation>255: 無視 (色なし)</translation>
    </message>
    <message>
        <source>&lt;raw pixels, {w} × {h} × {c}, {n} bytes&gt;</source>
        <translation>&lt;生のピクセル、{w} × {h} × {c}、{n} バイト&gt;</translation>
    </message>
    <message>
        <source>&lt;{format} image, {n} byte&gt;</source>
        <translation>&lt;{format} 画像、{n} バイト&gt;</translation>
    </message>
    <message>
        <source>&lt;{format} image, {n} bytes&gt;</source>
        <translation>&lt;{format} 画像、{n} バイト&gt;</translation>
    </message>
    <message>
        <source>&lt;{n} byte: {hex}&gt;</source>
        <translation>&lt;{n} バイト: {hex}&gt;</translation>
    </message>
    <message>
        <source>&lt;{n} byte&gt;</source>
        <translation>&lt;{n} バイト&gt;</translation>
    </message>
    <message>
        <source>&lt;{n} bytes: {hex}&gt;</source>
        <translation>&lt;{n} バイト: {hex}&gt;</translation>
    </message>
    <message>
        <source>&lt;{n} bytes&gt;</source>
        <translation>&lt;{n} バイト&gt;</translation>
    </message>
    <message>
        <source>Mask colours:</source>
        <translation>マスクの色:</translation>
    </message>
    <message>
        <source>Shown unturned, as TensorFlow gives it to a model: its file&apos;s EXIF orientation ({o}) asks viewers to turn it, and TensorFlow does not (convert with JPEG or PNG to store it upright).</source>
        <translation>モデルに TensorFlow が渡すとおり、回転せずに表示しています。このファイルの EXIF の向き ({o}) は回転して表示するよう指定していますが、TensorFlow は回転しません (JPEG か PNG に変換すると正しい向きで保存されます)。</translation>
    </message>
    <message>
        <source>TensorFlow cannot read this picture: it is {format}, and TensorFlow reads JPEG, PNG, GIF, BMP and WebP. It is shown as other programs show it.</source>
        <translation>TensorFlow はこの画像を読めません。形式が {format} で、TensorFlow が読めるのは JPEG、PNG、GIF、BMP、WebP です。ほかのプログラムでの表示どおりに表示しています。</translation>
    </message>
    <message>
        <source>{name}: not coloured</source>
        <translation>{name}: 色なし</translation>
    </message>
    <message>
        <source>{n} more</source>
        <translation>ほか {n} クラス</translation>
    </message>
    <message>
        <source>{w} × {h} pixels</source>
        <translation>{w} × {h} ピクセル</translation>
    </message>
    <message>
        <source>{w} × {h} pixels, shown smaller</source>
        <translation>{w} × {h} ピクセル (縮小して表示)</translation>
    </message>
    <message>
        <source>{w} × {h} pixels, shown {k} times as large</source>
        <translation>{w} × {h} ピクセル ({k} 倍に拡大して表示)</translation>
    </message>
    <message>
        <source>… ({n} values)</source>
        <translation>… (値 {n} 個)</translation>
    </message>
</context>
<context>
    <name>RecordGrid</name>
    <message>
        <source>File to browse</source>
        <translation>表示するファイル</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>前のページ</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>次のページ</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ 前へ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>次へ(&amp;N) ▶</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>ファイル(&amp;I):</translation>
    </message>
    <message>
        <source>Records of this page</source>
        <translation>このページのレコード</translation>
    </message>
    <message>
        <source>Why there are no records</source>
        <translation>レコードがない理由</translation>
    </message>
    <message>
        <source>{name} ({n} record, {d} damaged, {k} missing)</source>
        <translation>{name} ({n} 件、うち {d} 件が破損、{k} 件が欠落)</translation>
    </message>
    <message>
        <source>{name} ({n} records, {d} damaged, {k} missing)</source>
        <translation>{name} ({n} 件、うち {d} 件が破損、{k} 件が欠落)</translation>
    </message>
    <message>
        <source>{name} ({n} record, {d} damaged, then cut short)</source>
        <translation>{name} ({n} 件、うち {d} 件が破損、以降は途中で切れています)</translation>
    </message>
    <message>
        <source>{name} ({n} records, {d} damaged, then cut short)</source>
        <translation>{name} ({n} 件、うち {d} 件が破損、以降は途中で切れています)</translation>
    </message>
    <message>
        <source>{name} ({n} record, {d} damaged)</source>
        <translation>{name} ({n} 件、うち {d} 件が破損)</translation>
    </message>
    <message>
        <source>{name} ({n} records, {d} damaged)</source>
        <translation>{name} ({n} 件、うち {d} 件が破損)</translation>
    </message>
    <message>
        <source>{name} ({n} record, {k} missing)</source>
        <translation>{name} ({n} 件、{k} 件が欠落)</translation>
    </message>
    <message>
        <source>{name} ({n} records, {k} missing)</source>
        <translation>{name} ({n} 件、{k} 件が欠落)</translation>
    </message>
    <message>
        <source>{name} ({n} record, then cut short)</source>
        <translation>{name} ({n} 件、以降は途中で切れています)</translation>
    </message>
    <message>
        <source>{name} ({n} records, then cut short)</source>
        <translation>{name} ({n} 件、以降は途中で切れています)</translation>
    </message>
    <message>
        <source>{name} ({n} record, then unreadable)</source>
        <translation>{name} ({n} 件、以降は読めません)</translation>
    </message>
    <message>
        <source>{name} ({n} records, then unreadable)</source>
        <translation>{name} ({n} 件、以降は読めません)</translation>
    </message>
    <message>
        <source>{name} ({n} records)</source>
        <translation>{name} ({n} 件)</translation>
    </message>
    <message>
        <source>{name} ({n} record)</source>
        <translation>{name} ({n} 件)</translation>
    </message>
    <message>
        <source>loading page {p}…</source>
        <translation>ページ {p} を読み込み中…</translation>
    </message>
    <message>
        <source>This shard holds no records: all its images failed to convert and were skipped. It is written all the same, so that every numbered file of the dataset exists. The Failures tab after a run, or rejected.csv in the dataset&apos;s folder, says why each image was skipped.</source>
        <translation>このシャードにはレコードがありません: 画像はすべて変換できず、スキップされました。データセットの番号付きファイルがすべてそろうように、空のまま書き出しています。各画像がスキップされた理由は、変換後の「失敗」タブか、データセットのフォルダーにある rejected.csv で確認できます。</translation>
    </message>
    <message>
        <source>This file holds no records.</source>
        <translation>このファイルにはレコードがありません。</translation>
    </message>
    <message>
        <source>page failed: {m}</source>
        <translation>ページの読み込みに失敗しました: {m}</translation>
    </message>
    <message>
        <source>(cannot decode)</source>
        <translation>(デコードできません)</translation>
    </message>
    <message>
        <source>#{i} missing</source>
        <translation>#{i} 欠落</translation>
    </message>
    <message>
        <source>#{i} damaged</source>
        <translation>#{i} 破損</translation>
    </message>
    <message>
        <source>#{i}</source>
        <translation>#{i}</translation>
    </message>
    <message>
        <source>#{i} (bytes)</source>
        <translation>#{i} (バイト)</translation>
    </message>
    <message>
        <source>record #{i} at byte {o}</source>
        <translation>レコード #{i} (バイト位置 {o})</translation>
    </message>
    <message>
        <source>The file ends inside this record: it and any records after it are missing.</source>
        <translation>ファイルがこのレコードの途中で終わっています: このレコードとその後のレコードはありません。</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>レコードなし</translation>
    </message>
    <message>
        <source>page {p} of {n} (records #{a}–#{b} of {t})</source>
        <translation>{p} / {n} ページ (#{a}–#{b}、全 {t} 件)</translation>
    </message>
    <message>
        <source>page {p} of {n} (where reading stopped, after {t} record)</source>
        <translation>{p} / {n} ページ (読み取りが止まった箇所、{t} 件のレコードの後)</translation>
    </message>
    <message>
        <source>page {p} of {n} (where reading stopped, after {t} records)</source>
        <translation>{p} / {n} ページ (読み取りが止まった箇所、{t} 件のレコードの後)</translation>
    </message>
</context>
<context>
    <name>RecordPager</name>
    <message>
        <source>First page</source>
        <translation>最初のページ</translation>
    </message>
    <message>
        <source>Go to the first page ({key})</source>
        <translation>最初のページへ移動 ({key})</translation>
    </message>
    <message>
        <source>Go to the previous page ({key})</source>
        <translation>前のページへ移動 ({key})</translation>
    </message>
    <message>
        <source>Go to the next page ({key})</source>
        <translation>次のページへ移動 ({key})</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>最後のページ</translation>
    </message>
    <message>
        <source>Go to the last page ({key})</source>
        <translation>最後のページへ移動 ({key})</translation>
    </message>
    <message>
        <source>Go to record number</source>
        <translation>レコード番号へ移動</translation>
    </message>
    <message>
        <source>Type a record&apos;s number and press Enter to show it</source>
        <translation>レコードの番号を入力して Enter を押すと、そのレコードを表示します</translation>
    </message>
    <message>
        <source>&amp;Go to record #</source>
        <translation>移動先のレコード #(&amp;G)</translation>
    </message>
    <message>
        <source>Records in the file</source>
        <translation>ファイルのレコード数</translation>
    </message>
    <message>
        <source>of {t}</source>
        <translation>/ 全 {t} 件</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>Verification was cancelled.</source>
        <translation>検証はキャンセルされました。</translation>
    </message>
    <message>
        <source>Verification found problems: {p}</source>
        <translation>検証で問題が見つかりました: {p}</translation>
    </message>
    <message>
        <source>Local Dask cluster in the engine process: {n} worker, {t} thread</source>
        <translation>エンジンプロセス内のローカル Dask クラスター: ワーカー {n} 個、スレッド {t} 本</translation>
    </message>
    <message>
        <source>Local Dask cluster in the engine process: {n} worker, {t} threads</source>
        <translation>エンジンプロセス内のローカル Dask クラスター: ワーカー {n} 個、スレッド {t} 本</translation>
    </message>
    <message>
        <source>Local Dask cluster in the engine process: {n} workers, {t} threads</source>
        <translation>エンジンプロセス内のローカル Dask クラスター: ワーカー {n} 個、スレッド {t} 本</translation>
    </message>
    <message>
        <source>Dask cluster at {address}: {n} worker, {t} thread</source>
        <translation>{address} の Dask クラスター: ワーカー {n} 個、スレッド {t} 本</translation>
    </message>
    <message>
        <source>Dask cluster at {address}: {n} worker, {t} threads</source>
        <translation>{address} の Dask クラスター: ワーカー {n} 個、スレッド {t} 本</translation>
    </message>
    <message>
        <source>Dask cluster at {address}: {n} workers, {t} threads</source>
        <translation>{address} の Dask クラスター: ワーカー {n} 個、スレッド {t} 本</translation>
    </message>
    <message>
        <source>The engine process was ended by signal {c}.</source>
        <translation>エンジンのプロセスはシグナル {c} で終了しました。</translation>
    </message>
    <message>
        <source>The engine ended. Reading what the output folder keeps (the disk does not answer yet)…</source>
        <translation>エンジンが終了しました。出力フォルダーに残っているものを読み取っています (ディスクがまだ応答しません)…</translation>
    </message>
    <message>
        <source>The check was stopped from outside: its process was killed. The computer running out of memory is one cause; a person or another program ending it is another.</source>
        <translation>検証が外部から止められました (プロセスが強制終了されました)。原因として、コンピューターのメモリ不足のほか、人や別のプログラムが終了させたことが考えられます。</translation>
    </message>
    <message>
        <source>The conversion was stopped from outside: the engine was killed. The computer running out of memory is one cause; a person or another program ending it is another. Resume finishes the conversion. If it happens again while memory is short, choose fewer workers.</source>
        <translation>変換が外部から止められました (エンジンが強制終了されました)。原因として、コンピューターのメモリ不足のほか、人や別のプログラムが終了させたことが考えられます。「再開」を押すと変換を最後まで行えます。メモリが少ないときにまた起きる場合は、ワーカー数を減らしてください。</translation>
    </message>
    <message>
        <source>The conversion was stopped from outside: the engine was killed before it kept a shard. The computer running out of memory is one cause; a person or another program ending it is another. Start converts the images again. If it happens again while memory is short, choose fewer workers.</source>
        <translation>変換が外部から止められました (エンジンは最初のシャードを残す前に強制終了されました)。原因として、コンピューターのメモリ不足のほか、人や別のプログラムが終了させたことが考えられます。「開始」を押すと画像をもう一度変換します。メモリが少ないときにまた起きる場合は、ワーカー数を減らしてください。</translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly.</source>
        <translation>エンジンが予期せず停止しました。</translation>
    </message>
    <message>
        <source>The engine exited with code {c}: {m}.</source>
        <translation>エンジンがコード {c} で終了しました: {m}。</translation>
    </message>
    <message>
        <source>The engine exited with code {c}.</source>
        <translation>エンジンがコード {c} で終了しました。</translation>
    </message>
</context>
<context>
    <name>RunDisplay</name>
    <message>
        <source>Tune is running: Start waits for it.</source>
        <translation>「調整」の測定中です。終わると開始できます。</translation>
    </message>
    <message>
        <source>A small built-in sample is selected: press Start to try it, or choose your own images.</source>
        <translation>小さな組み込みサンプルを選んでいます。「開始」で試すか、自分の画像を選んでください。</translation>
    </message>
    <message>
        <source>Resume pressed: the run resumes when the scan of the source ends (Cancel: do not resume).</source>
        <translation>「再開」が押されました。ソースのスキャンが終わると変換を再開します (「キャンセル」で取りやめ)。</translation>
    </message>
    <message>
        <source>Start pressed: the run begins when the scan of the source ends (Cancel: do not start).</source>
        <translation>「開始」が押されました。ソースのスキャンが終わると変換を始めます (「キャンセル」で取りやめ)。</translation>
    </message>
    <message>
        <source>Scanning the source… the window says what it found when the scan ends.</source>
        <translation>ソースをスキャンしています… 終わると見つかった内容をお知らせします。</translation>
    </message>
    <message>
        <source>Not ready to start. {why}</source>
        <translation>まだ開始できません。{why}</translation>
    </message>
    <message>
        <source>Not ready to start.</source>
        <translation>まだ開始できません。</translation>
    </message>
    <message>
        <source>Resume pressed: the run resumes when the output folder&apos;s list of failures is read (Cancel: do not resume).</source>
        <translation>「再開」が押されました。出力フォルダーにある失敗の一覧を読み終えると変換を再開します (「キャンセル」で取りやめ)。</translation>
    </message>
    <message>
        <source>Resume pressed: the run resumes when the source&apos;s folders are checked (Cancel: do not resume).</source>
        <translation>「再開」が押されました。ソースのフォルダーを確かめ終えると変換を再開します (「キャンセル」で取りやめ)。</translation>
    </message>
    <message>
        <source>Start pressed: the run begins when the output folder for this source is worked out (Cancel: do not start).</source>
        <translation>「開始」が押されました。このソースの出力フォルダーが決まると変換を始めます (「キャンセル」で取りやめ)。</translation>
    </message>
    <message>
        <source>Start pressed: the run begins when the source&apos;s folders are checked (Cancel: do not start).</source>
        <translation>「開始」が押されました。ソースのフォルダーを確かめ終えると変換を始めます (「キャンセル」で取りやめ)。</translation>
    </message>
    <message>
        <source>Start waits until you pause typing: what you typed is checked then.</source>
        <translation>入力の手を止めるまで「開始」は待ちます: 入力した内容はそのときに確かめます。</translation>
    </message>
    <message>
        <source>Verifying {out} …</source>
        <translation>{out} を検証中…</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>完了しました。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Cancelled: every file is written, but not verified.</source>
        <translation>キャンセル: すべてのファイルは書き込み済みですが、検証していません。</translation>
    </message>
    <message>
        <source>Finished, but verification found problems.</source>
        <translation>完了しましたが、検証で問題が見つかりました。</translation>
    </message>
    <message>
        <source>Finished: every file is written, but the check did not finish.</source>
        <translation>完了: すべてのファイルは書き込み済みですが、検証は終わりませんでした。</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>失敗しました。</translation>
    </message>
    <message>
        <source>Failed: the engine stopped unexpectedly.</source>
        <translation>失敗: エンジンが予期せず停止しました。</translation>
    </message>
    <message>
        <source>Verified in Inspect: {n} record read back, counts and checksums match.</source>
        <translation>「検査」タブで検証済み: {n} 件のレコードを読み戻し、件数とチェックサムが一致しました。</translation>
    </message>
    <message>
        <source>Verified in Inspect: {n} records read back, counts and checksums match.</source>
        <translation>「検査」タブで検証済み: {n} 件のレコードを読み戻し、件数とチェックサムが一致しました。</translation>
    </message>
    <message>
        <source>Verification in Inspect found problems: the Inspect tab lists them.</source>
        <translation>「検査」タブでの検証で問題が見つかりました。問題の一覧は「検査」タブにあります。</translation>
    </message>
    <message>
        <source>Failures ({n})</source>
        <translation>失敗 ({n})</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失敗</translation>
    </message>
</context>
<context>
    <name>RunOnRow</name>
    <message>
        <source>Run on</source>
        <translation>実行場所</translation>
    </message>
    <message>
        <source>This computer converts with its own processor cores. A Dask cluster (a lab server or an HPC/cloud cluster) converts with its workers; the images and the output folder must be on a disk every worker sees.</source>
        <translation>このコンピューターは自身のプロセッサーコアで変換します。Dask クラスター (研究室のサーバーや HPC/クラウドのクラスター) はそのワーカーで変換します。画像と出力フォルダーは、すべてのワーカーから見えるディスク上に置いてください。</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <source>A Dask cluster</source>
        <translation>Dask クラスター</translation>
    </message>
    <message>
        <source>Dask scheduler address</source>
        <translation>Dask スケジューラーのアドレス</translation>
    </message>
    <message>
        <source>The scheduler&apos;s address, e.g. tcp://server:8786 (or local:4 for four Dask workers on this computer).</source>
        <translation>スケジューラーのアドレス。例: tcp://server:8786 (このコンピューターで Dask ワーカーを 4 つ使うなら local:4)。</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>Connect to the cluster and list its workers</source>
        <translation>クラスターに接続してワーカーを一覧表示</translation>
    </message>
    <message>
        <source>Cluster workers</source>
        <translation>クラスターのワーカー</translation>
    </message>
    <message>
        <source>A Dask cluster is chosen under “Run on”: its workers store the files, each one file at a time; Workers is for this computer.</source>
        <translation>「実行場所」で Dask クラスターが選ばれています。クラスターのワーカーがそれぞれ 1 度に 1 ファイルずつ保存します。ワーカーの数はこのコンピューターでの設定です。</translation>
    </message>
    <message>
        <source>A Dask cluster is chosen under “Run on”: its workers convert, each one image at a time; Workers is for this computer.</source>
        <translation>「実行場所」で Dask クラスターが選ばれています。クラスターのワーカーがそれぞれ 1 度に 1 枚ずつ変換します。ワーカーの数はこのコンピューターでの設定です。</translation>
    </message>
    <message>
        <source>not used: the cluster&apos;s workers store the files</source>
        <translation>使いません: クラスターのワーカーがファイルを保存します</translation>
    </message>
    <message>
        <source>not used: the cluster&apos;s workers convert</source>
        <translation>使いません: クラスターのワーカーが変換します</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: nothing is converted, so the files are checked and stored one after another, with no workers to choose. Choose JPEG, PNG or Raw pixels to convert with several workers.</source>
        <translation>「元のデータ」は各ファイルをそのまま保存します。何も変換しないので、ファイルは 1 つずつ順に確認して保存され、選ぶワーカーはありません。複数のワーカーで変換するには JPEG、PNG または生ピクセルを選んでください。</translation>
    </message>
    <message>
        <source>not used: the files are stored one by one</source>
        <translation>使いません: ファイルを 1 つずつ保存します</translation>
    </message>
    <message>
        <source>local:{n} starts {n} Dask worker on this computer when you press Start, so there is nothing to connect to before.</source>
        <translation>local:{n} は「開始」を押したときにこのコンピューターで Dask ワーカーを {n} 個起動するので、その前に接続する相手はありません。</translation>
    </message>
    <message>
        <source>local:{n} starts {n} Dask workers on this computer when you press Start, so there is nothing to connect to before.</source>
        <translation>local:{n} は「開始」を押したときにこのコンピューターで Dask ワーカーを {n} 個起動するので、その前に接続する相手はありません。</translation>
    </message>
    <message>
        <source>local starts Dask workers on this computer when you press Start, so there is nothing to connect to before.</source>
        <translation>local は「開始」を押したときにこのコンピューターで Dask ワーカーを起動するので、その前に接続する相手はありません。</translation>
    </message>
    <message>
        <source>jobqueue: submits its Dask workers as cluster jobs when you press Start, so there is nothing to connect to before.</source>
        <translation>jobqueue: は「開始」を押したときに Dask ワーカーをクラスターのジョブとして投入するので、その前に接続する相手はありません。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>{n} worker, {t} thread, {m} GB memory</source>
        <translation>ワーカー {n} 個、スレッド {t} 本、メモリ {m} GB</translation>
    </message>
    <message>
        <source>{n} worker, {t} threads, {m} GB memory</source>
        <translation>ワーカー {n} 個、スレッド {t} 本、メモリ {m} GB</translation>
    </message>
    <message>
        <source>{n} workers, {t} threads, {m} GB memory</source>
        <translation>ワーカー {n} 個、スレッド {t} 本、メモリ {m} GB</translation>
    </message>
    <message>
        <source>As the scheduler answered at {time}; press Connect again to see its workers now.</source>
        <translation>{time} にスケジューラーが答えた内容です。今のワーカーを見るには「接続」をもう一度押してください。</translation>
    </message>
    <message>
        <source>The engine did not answer; is it installed?</source>
        <translation>エンジンが応答しませんでした。インストールされていますか?</translation>
    </message>
</context>
<context>
    <name>RunStory</name>
    <message>
        <source>$ {cmd}</source>
        <translation>$ {cmd}</translation>
    </message>
    <message>
        <source>(The command to run this yourself, as Copy command copies it. The window runs it with “--events jsonl” instead of “--events text”: it reports its progress to the window.)</source>
        <translation>(ご自分で実行するためのコマンドで、「コマンドをコピー」でコピーされるものと同じです。ウィンドウは「--events text」の代わりに「--events jsonl」を付けて実行し、進み具合をウィンドウに知らせます。)</translation>
    </message>
    <message>
        <source>By then {n} image was written.</source>
        <translation>その時点で画像 {n} 枚を書き込み済みでした。</translation>
    </message>
    <message>
        <source>By then {n} images were written.</source>
        <translation>その時点で画像 {n} 枚を書き込み済みでした。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Check started {time}.</source>
        <translation>{time} に検証を開始しました。</translation>
    </message>
    <message>
        <source>Failed: {message}</source>
        <translation>失敗: {message}</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>完了しました。</translation>
    </message>
    <message>
        <source>Interrupted.</source>
        <translation>中断されました。</translation>
    </message>
    <message>
        <source>No file was skipped.</source>
        <translation>スキップしたファイルはありません。</translation>
    </message>
    <message>
        <source>No image was skipped.</source>
        <translation>スキップした画像はありません。</translation>
    </message>
    <message>
        <source>Resumed {time}.</source>
        <translation>{time} に再開しました。</translation>
    </message>
    <message>
        <source>Skipped {path}: {reason}</source>
        <translation>スキップ: {path}: {reason}</translation>
    </message>
    <message>
        <source>Started {time}.</source>
        <translation>{time} に開始しました。</translation>
    </message>
    <message>
        <source>Stopped with an error.</source>
        <translation>エラーで止まりました。</translation>
    </message>
    <message>
        <source>The check was stopped after {n} of {total} record.</source>
        <translation>検証は {total} 件中 {n} 件のレコードを確認したところで停止しました。</translation>
    </message>
    <message>
        <source>The check was stopped after {n} of {total} records.</source>
        <translation>検証は {total} 件中 {n} 件のレコードを確認したところで停止しました。</translation>
    </message>
    <message>
        <source>The check was stopped before any record was checked.</source>
        <translation>検証はレコードを 1 件も確認しないうちに停止しました。</translation>
    </message>
    <message>
        <source>The conversion took {time}.</source>
        <translation>変換にかかった時間は {time} です。</translation>
    </message>
    <message>
        <source>The log is long: its first {size} are not shown here (Open full log shows all of it).</source>
        <translation>ログが長いため、最初の {size} はここに表示していません (「完全なログを開く」ですべて見られます)。</translation>
    </message>
    <message>
        <source>The log stops here: the engine was stopped before it could finish (the window or the computer was closed, or the engine was killed).</source>
        <translation>ログはここで終わっています。エンジンは完了する前に止められました (ウィンドウやコンピューターが閉じられたか、エンジンが強制終了されました)。</translation>
    </message>
    <message>
        <source>This part started before what is shown of the log.</source>
        <translation>この部分は、表示しているログより前に始まっています。</translation>
    </message>
    <message>
        <source>This run: resumed {time}.</source>
        <translation>今回の実行: {time} に再開しました。</translation>
    </message>
    <message>
        <source>What the earlier parts of this run did, from its log ({path}):</source>
        <translation>この実行の前の部分で行われたこと (ログ {path} より):</translation>
    </message>
    <message>
        <source>With the check after it, the run took {time}.</source>
        <translation>その後の検証を含めると、実行全体では {time} かかりました。</translation>
    </message>
    <message>
        <source>With the reading of the source before it and the check after it, the run took {time}.</source>
        <translation>その前のソースの読み込みとその後の検証を含めると、実行全体では {time} かかりました。</translation>
    </message>
    <message>
        <source>With the reading of the source before it, the run took {time}.</source>
        <translation>その前のソースの読み込みを含めると、実行全体では {time} かかりました。</translation>
    </message>
    <message>
        <source>{n} earlier part is not shown here.</source>
        <translation>前の部分のうち {n} 個はここに表示していません。</translation>
    </message>
    <message>
        <source>{n} earlier parts are not shown here.</source>
        <translation>前の部分のうち {n} 個はここに表示していません。</translation>
    </message>
    <message>
        <source>{n} file was skipped.</source>
        <translation>ファイル {n} 個をスキップしました。</translation>
    </message>
    <message>
        <source>{n} files were skipped.</source>
        <translation>ファイル {n} 個をスキップしました。</translation>
    </message>
    <message>
        <source>{n} image was skipped.</source>
        <translation>画像 {n} 枚をスキップしました。</translation>
    </message>
    <message>
        <source>{n} image was written.</source>
        <translation>画像 {n} 枚を書き込みました。</translation>
    </message>
    <message>
        <source>{n} images were skipped.</source>
        <translation>画像 {n} 枚をスキップしました。</translation>
    </message>
    <message>
        <source>{n} images were written.</source>
        <translation>画像 {n} 枚を書き込みました。</translation>
    </message>
    <message>
        <source>{n} of them was kept from the earlier parts of the run.</source>
        <translation>そのうち {n} 枚は、この変換の以前の部分から引き継いだものです。</translation>
    </message>
    <message>
        <source>{n} of them were kept from the earlier parts of the run.</source>
        <translation>そのうち {n} 枚は、この変換の以前の部分から引き継いだものです。</translation>
    </message>
    <message>
        <source>… {n} more line of this part is not shown here (Open full log shows it) …</source>
        <translation>… この部分のほかの {n} 行はここに表示していません (「完全なログを開く」で見られます) …</translation>
    </message>
    <message>
        <source>… {n} more lines of this part are not shown here (Open full log shows them) …</source>
        <translation>… この部分のほかの {n} 行はここに表示していません (「完全なログを開く」で見られます) …</translation>
    </message>
</context>
<context>
    <name>SetAside</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>; a repeated entry&apos;s image is converted from its first entry</source>
        <translation> (重複した項目の画像は最初の項目から変換します)</translation>
    </message>
    <message>
        <source>; a repeated row&apos;s image is converted from its first row</source>
        <translation> (重複した行の画像は最初の行から変換します)</translation>
    </message>
    <message>
        <source>{n} annotation file without an image</source>
        <translation>画像のないアノテーションファイル {n} 個</translation>
    </message>
    <message>
        <source>{n} annotation files without an image</source>
        <translation>画像のないアノテーションファイル {n} 個</translation>
    </message>
    <message>
        <source>{n} entries</source>
        <translation>項目 {n} 件</translation>
    </message>
    <message>
        <source>{n} entry</source>
        <translation>項目 {n} 件</translation>
    </message>
    <message>
        <source>{n} file or folder</source>
        <translation>ファイルまたはフォルダー {n} 個</translation>
    </message>
    <message>
        <source>{n} files or folders</source>
        <translation>ファイルまたはフォルダー {n} 個</translation>
    </message>
    <message>
        <source>{n} image no annotation file lists</source>
        <translation>どのアノテーションファイルにも載っていない画像 {n} 枚</translation>
    </message>
    <message>
        <source>{n} image without a mask</source>
        <translation>マスクのない画像 {n} 枚</translation>
    </message>
    <message>
        <source>{n} image without annotations</source>
        <translation>アノテーションのない画像 {n} 枚</translation>
    </message>
    <message>
        <source>{n} image with unusable annotations</source>
        <translation>アノテーションを使えない画像 {n} 枚</translation>
    </message>
    <message>
        <source>{n} image entries whose files are missing</source>
        <translation>ファイルが見つからない画像の項目 {n} 件</translation>
    </message>
    <message>
        <source>{n} image entry whose file is missing</source>
        <translation>ファイルが見つからない画像の項目 {n} 件</translation>
    </message>
    <message>
        <source>{n} images no annotation file lists</source>
        <translation>どのアノテーションファイルにも載っていない画像 {n} 枚</translation>
    </message>
    <message>
        <source>{n} images with unusable annotations</source>
        <translation>アノテーションを使えない画像 {n} 枚</translation>
    </message>
    <message>
        <source>{n} images without a mask</source>
        <translation>マスクのない画像 {n} 枚</translation>
    </message>
    <message>
        <source>{n} images without annotations</source>
        <translation>アノテーションのない画像 {n} 枚</translation>
    </message>
    <message>
        <source>{n} mask without an image</source>
        <translation>画像のないマスク {n} 個</translation>
    </message>
    <message>
        <source>{n} masks without an image</source>
        <translation>画像のないマスク {n} 個</translation>
    </message>
    <message>
        <source>{n} repeated entries</source>
        <translation>重複した項目 {n} 件</translation>
    </message>
    <message>
        <source>{n} repeated entry</source>
        <translation>重複した項目 {n} 件</translation>
    </message>
    <message>
        <source>{n} repeated table row</source>
        <translation>重複した表の行 {n} 行</translation>
    </message>
    <message>
        <source>{n} repeated table rows</source>
        <translation>重複した表の行 {n} 行</translation>
    </message>
    <message>
        <source>{n} table row</source>
        <translation>表の行 {n} 行</translation>
    </message>
    <message>
        <source>{n} table rows</source>
        <translation>表の行 {n} 行</translation>
    </message>
    <message>
        <source>{n} unreadable annotation file</source>
        <translation>読み込めないアノテーションファイル {n} 個</translation>
    </message>
    <message>
        <source>{n} unreadable annotation files</source>
        <translation>読み込めないアノテーションファイル {n} 個</translation>
    </message>
    <message>
        <source>{what} not used</source>
        <translation>{what}は使いませんでした</translation>
    </message>
</context>
<context>
    <name>SourcePanel</name>
    <message>
        <source>1. Source images</source>
        <translation>1. ソース画像</translation>
    </message>
    <message>
        <source>Source images</source>
        <translation>ソース画像</translation>
    </message>
    <message>
        <source>Source path</source>
        <translation>ソースのパス</translation>
    </message>
    <message>
        <source>Drop a folder or a file here, or choose one</source>
        <translation>ここにフォルダーかファイルをドロップするか、選択してください</translation>
    </message>
    <message>
        <source>Choose source folder</source>
        <translation>ソースフォルダーを選択</translation>
    </message>
    <message>
        <source>Choose a folder of images (Ctrl+O)</source>
        <translation>画像のフォルダーを選択します (Ctrl+O)</translation>
    </message>
    <message>
        <source>A folder with one sub-folder per class, a folder of images, or a table (a CSV or TSV file) with the columns path and label, and if you like split. You can also drag a folder onto the window.</source>
        <translation>クラスごとにサブフォルダーがあるフォルダー、画像のフォルダー、または path と label (必要なら split も) の列がある表 (CSV か TSV ファイル)。フォルダーをウィンドウにドラッグしてもかまいません。</translation>
    </message>
    <message>
        <source>Fo&amp;lder…</source>
        <translation>フォルダー(&amp;L)…</translation>
    </message>
    <message>
        <source>Fil&amp;e…</source>
        <translation>ファイル(&amp;E)…</translation>
    </message>
    <message>
        <source>Choose a table or an annotation file</source>
        <translation>表かアノテーションファイルを選択</translation>
    </message>
    <message>
        <source>Choose a table (CSV or TSV) that lists the images and their labels, or an annotation file (COCO JSON, YOLO data.yaml, Pascal VOC or CVAT XML)</source>
        <translation>画像とラベルの一覧の表 (CSV か TSV)、またはアノテーションファイル (COCO JSON、YOLO の data.yaml、Pascal VOC または CVAT の XML) を選びます</translation>
    </message>
    <message>
        <source>No source chosen.</source>
        <translation>ソースが選択されていません。</translation>
    </message>
    <message>
        <source>Scan summary</source>
        <translation>スキャンの概要</translation>
    </message>
    <message>
        <source>Scanning</source>
        <translation>スキャン中</translation>
    </message>
    <message>
        <source>Open in Inspect</source>
        <translation>「検査」で開く</translation>
    </message>
    <message>
        <source>Open the dataset in Inspect</source>
        <translation>データセットを「検査」で開く</translation>
    </message>
    <message>
        <source>Shows the records of this dataset on the Inspect tab</source>
        <translation>このデータセットのレコードを「検査」タブに表示します</translation>
    </message>
    <message>
        <source>Finish this run</source>
        <translation>この実行を完了</translation>
    </message>
    <message>
        <source>Finish the interrupted run in this folder</source>
        <translation>このフォルダーの中断された実行を完了</translation>
    </message>
    <message>
        <source>Puts the run&apos;s source back as the source and this folder as the output folder, so that Resume converts the rest</source>
        <translation>実行のソースをソースに戻し、このフォルダーを出力フォルダーにして、「再開」で残りを変換できるようにします</translation>
    </message>
    <message>
        <source>Load this job</source>
        <translation>このジョブを読み込む</translation>
    </message>
    <message>
        <source>Load this job file as File → Load job does</source>
        <translation>このジョブファイルを [ファイル] → [ジョブを読み込む] と同じように読み込みます</translation>
    </message>
    <message>
        <source>Classes and image counts</source>
        <translation>クラスと画像数</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>画像数</translation>
    </message>
    <message>
        <source>Thumbnails of sample images</source>
        <translation>サンプル画像のサムネイル</translation>
    </message>
    <message>
        <source>Problems found by the scan</source>
        <translation>スキャンで見つかった問題</translation>
    </message>
    <message>
        <source>Notes about the source</source>
        <translation>ソースについての注意</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>スキャン中…</translation>
    </message>
    <message>
        <source>Choose a folder of images</source>
        <translation>画像のフォルダーを選択</translation>
    </message>
    <message>
        <source>Checking the images… {n} of {of}</source>
        <translation>画像を確認中… {of} 枚中 {n} 枚</translation>
    </message>
    <message>
        <source>Scanning… {n} image so far</source>
        <translation>スキャン中… これまでに {n} 枚</translation>
    </message>
    <message>
        <source>Scanning… {n} images so far</source>
        <translation>スキャン中… これまでに {n} 枚</translation>
    </message>
    <message>
        <source>Label {n}: the number the records carry for this class</source>
        <translation>ラベル {n}: このクラスのレコードが持つ番号です</translation>
    </message>
    <message>
        <source>1 label has no tagged image: {names}. It stays a class (with no examples); tag images with it in CVAT, or delete the label there.</source>
        <translation>タグの付いた画像がないラベルが 1 つあります: {names}。クラスとしては残ります (例はありません)。CVAT でこのラベルを画像に付けるか、CVAT でラベルを削除してください。</translation>
    </message>
    <message>
        <source>{n} labels have no tagged image: {names}. They stay classes (with no examples); tag images with them in CVAT, or delete the labels there.</source>
        <translation>タグの付いた画像がないラベルが {n} 個あります: {names}。クラスとしては残ります (例はありません)。CVAT でこれらのラベルを画像に付けるか、CVAT でラベルを削除してください。</translation>
    </message>
    <message>
        <source>The source could not be read: the conversion engine did not answer.</source>
        <translation>ソースを読み込めませんでした。変換エンジンが応答しませんでした。</translation>
    </message>
    <message>
        <source>1 problem found; it is listed below.</source>
        <translation>問題が 1 件見つかりました。下に一覧があります。</translation>
    </message>
    <message>
        <source>class folders</source>
        <translation>クラスフォルダー</translation>
    </message>
    <message>
        <source>the file is skipped</source>
        <translation>ファイルはスキップします</translation>
    </message>
    <message>
        <source>the image is not converted: it has no mask</source>
        <translation>マスクがないため、画像は変換しません</translation>
    </message>
    <message>
        <source>they are not images</source>
        <translation>どれも画像ではありません</translation>
    </message>
    <message>
        <source>unlabeled images</source>
        <translation>ラベルなしの画像</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>オブジェクト数</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ファイル数</translation>
    </message>
    <message>
        <source>(no class)</source>
        <translation>(クラスなし)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; class</source>
        <translation>&lt;b&gt;1&lt;/b&gt; クラス</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; image</source>
        <translation>&lt;b&gt;1&lt;/b&gt; 枚の画像</translation>
    </message>
    <message>
        <source>&lt;b&gt;{k}&lt;/b&gt; classes</source>
        <translation>&lt;b&gt;{k}&lt;/b&gt; クラス</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; images</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; 枚の画像</translation>
    </message>
    <message>
        <source>&lt;b&gt;{task}&lt;/b&gt; from {kind}: {images}, {classes} ({size})</source>
        <translation>&lt;b&gt;{task}&lt;/b&gt; ({kind}): {images}、{classes} ({size})</translation>
    </message>
    <message>
        <source>{n} image lost every object to the problems listed below; it will be left out, as chosen</source>
        <translation>{n} 枚の画像は、下に挙げた問題ですべてのオブジェクトを失いました。指定どおり除外します</translation>
    </message>
    <message>
        <source>{n} image will be converted.</source>
        <translation>{n} 枚の画像を変換します。</translation>
    </message>
    <message>
        <source>{n} images lost every object to the problems listed below; they will be left out, as chosen</source>
        <translation>{n} 枚の画像は、下に挙げた問題ですべてのオブジェクトを失いました。指定どおり除外します</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>グレー</translation>
    </message>
    <message>
        <source>1 image has transparent areas; they will be placed on {c}.</source>
        <translation>1 枚の画像に透明部分があります。{c}の背景の上に置きます。</translation>
    </message>
    <message>
        <source>{n} images have transparent areas; they will be placed on {c}.</source>
        <translation>{n} 枚の画像に透明部分があります。{c}の背景の上に置きます。</translation>
    </message>
    <message>
        <source>(Change it under “Transparent areas”.)</source>
        <translation>(「透明部分」で変更できます。)</translation>
    </message>
    <message>
        <source>1 class folder has no images: {names}. It stays a class (with no examples); add images to it or remove it.</source>
        <translation>画像のないクラスフォルダーが 1 つあります: {names}。クラスとしては残ります (例はありません)。画像を入れるか、フォルダーを削除してください。</translation>
    </message>
    <message>
        <source>{n} class folders have no images: {names}. They stay classes (with no examples); add images to them or remove them.</source>
        <translation>画像のないクラスフォルダーが {n} 個あります: {names}。クラスとしては残ります (例はありません)。画像を入れるか、フォルダーを削除してください。</translation>
    </message>
    <message>
        <source>1 file beside the class folders is not an image and will be ignored: {names}</source>
        <translation>クラスフォルダーと並んでいる 1 個のファイルは画像でないため無視します: {names}</translation>
    </message>
    <message>
        <source>{n} files beside the class folders are not images and will be ignored: {names}</source>
        <translation>クラスフォルダーと並んでいる {n} 個のファイルは画像でないため無視します: {names}</translation>
    </message>
    <message>
        <source>{file}
Problem: {reason}</source>
        <translation>{file}
問題: {reason}</translation>
    </message>
    <message>
        <source>Problem: {reason}</source>
        <translation>問題: {reason}</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Splits the source gives: {counts}</source>
        <translation>ソースが指定する分割: {counts}</translation>
    </message>
    <message>
        <source>(the other image is divided as “Split” says)</source>
        <translation>(残りの 1 枚は「分割」の指定どおりに分けます)</translation>
    </message>
    <message>
        <source>(the other {n} images are divided as “Split” says)</source>
        <translation>(残りの {n} 枚は「分割」の指定どおりに分けます)</translation>
    </message>
    <message>
        <source>Split column: {counts}</source>
        <translation>分割の列: {counts}</translation>
    </message>
    <message>
        <source>(the other row is divided as “Split” says)</source>
        <translation>(残りの 1 行は「分割」の指定どおりに分けます)</translation>
    </message>
    <message>
        <source>(the other {n} rows are divided as “Split” says)</source>
        <translation>(残りの {n} 行は「分割」の指定どおりに分けます)</translation>
    </message>
    <message>
        <source>(“Leave out images without annotations” leaves them out)</source>
        <translation>(「アノテーションのない画像を除外」で除外できます)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>1 class folder has no images: {names}. It stays a class (with no examples). Its files are not images (listed below); add images to it.</source>
        <translation>画像のないクラスフォルダーが 1 つあります: {names}。クラスとしては残ります (例はありません)。中のファイルは画像ではありません (下に一覧)。画像を入れてください。</translation>
    </message>
    <message>
        <source>1 class has no annotations in the source: {names}. It stays in the label map (labels.txt), with no examples.</source>
        <translation>ソースにアノテーションのないクラスが 1 つあります: {names}。ラベル マップ (labels.txt) には残ります (例はありません)。</translation>
    </message>
    <message>
        <source>1 class has no boxes in the source: {names}. It stays in the label map (labels.txt), with no examples.</source>
        <translation>ソースにボックスのないクラスが 1 つあります: {names}。ラベル マップ (labels.txt) には残ります (例はありません)。</translation>
    </message>
    <message>
        <source>1 class of the table has no usable image: {names}. It stays a class (with no examples); the problems of its rows are listed below.</source>
        <translation>表のクラスのうち、使える画像がないものが 1 つあります: {names}。クラスとしては残ります (例はありません)。その行の問題は下に一覧があります。</translation>
    </message>
    <message>
        <source>1 image lost every object to the problems listed below; it is kept with none</source>
        <translation>1 枚の画像は、下に挙げた問題ですべてのオブジェクトを失いました。オブジェクトなしで残します</translation>
    </message>
    <message>
        <source>1 image without annotations will be left out, as chosen</source>
        <translation>アノテーションのない画像 1 枚は、指定どおり除外します</translation>
    </message>
    <message>
        <source>1 photo will be stored as its file is, not turned upright: {names}. (Its EXIF orientation asks viewers to turn it; TensorFlow does not.)</source>
        <translation>1 枚の写真がファイルのまま、正しい向きに回転されずに保存されます: {names}。(EXIF の向きは表示時に回転するよう指定していますが、TensorFlow は回転しません。)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; file (not an image)</source>
        <translation>&lt;b&gt;1&lt;/b&gt; 個のファイル (画像ではありません)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; files (1 image)</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; 個のファイル (うち画像 1 枚)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; files (none of them an image)</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; 個のファイル (画像はありません)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; files ({k} images)</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; 個のファイル (うち画像 {k} 枚)</translation>
    </message>
    <message>
        <source>COCO id</source>
        <translation>COCO id</translation>
    </message>
    <message>
        <source>CVAT tags</source>
        <translation>CVAT のタグ</translation>
    </message>
    <message>
        <source>In the source</source>
        <translation>ソースでの番号</translation>
    </message>
    <message>
        <source>Label {n}: the number the records carry for this class. The source numbers it {own}</source>
        <translation>ラベル {n}: このクラスのレコードが持つ番号です。ソースでの番号は {own} です</translation>
    </message>
    <message>
        <source>Label: the number the records carry for each class, in the order of labels.txt (written beside the records)</source>
        <translation>ラベル: 各クラスのレコードが持つ番号です。レコードと一緒に書き出す labels.txt の順番です</translation>
    </message>
    <message>
        <source>No image will be skipped: it is about an object.</source>
        <translation>スキップする画像はありません。オブジェクトについての問題です。</translation>
    </message>
    <message>
        <source>No image will be skipped: they are about objects.</source>
        <translation>スキップする画像はありません。どれもオブジェクトについての問題です。</translation>
    </message>
    <message>
        <source>The category id in the COCO file. The records number the classes 1, 2, 3… in category-id order (the number at the left of each row), as Model Garden&apos;s label map does, not by these ids.</source>
        <translation>COCO ファイルのカテゴリー id です。レコードはこの id ではなく、Model Garden のラベル マップと同じく、カテゴリー id の順にクラスを 1, 2, 3… と番号付けします (各行の左の番号)。</translation>
    </message>
    <message>
        <source>The class number in the YOLO label files. YOLO counts classes from 0; the records count them from 1 (the number at the left of each row), as Model Garden&apos;s label map does: label 1 is YOLO&apos;s class 0.</source>
        <translation>YOLO のラベルファイルでのクラス番号です。YOLO はクラスを 0 から数えますが、レコードは Model Garden のラベル マップと同じく 1 から数えます (各行の左の番号): ラベル 1 が YOLO のクラス 0 です。</translation>
    </message>
    <message>
        <source>The number the source gives each class. The records number the classes 0, 1, 2… in the order of labels.txt (the number at the left of each row), not by these numbers.</source>
        <translation>ソースが各クラスに付けている番号です。レコードはこの番号ではなく、labels.txt の順にクラスを 0, 1, 2… と番号付けします (各行の左の番号)。</translation>
    </message>
    <message>
        <source>Not used: {what} ({names}); not among the {total} files counted.</source>
        <translation>{what}は使いません ({names})。数えた {total} 個のファイルには含まれません。</translation>
    </message>
    <message>
        <source>(The values of {k} of them were read.)</source>
        <translation>(値を読んだのはそのうち {k} 枚です。)</translation>
    </message>
    <message>
        <source>1 image is 16-bit but its brightest value is {v} ({b}-bit camera data): converted as {c} bits it would be almost black.</source>
        <translation>1 枚の画像は 16 ビットですが、最も明るい値は {v} です ({b} ビットのカメラのデータ)。{c} ビットとして変換すると、ほぼ真っ黒になります。</translation>
    </message>
    <message>
        <source>1 image is 16-bit but its brightest value is {v} ({b}-bit camera data): converted as {c} bits it would be dark (its brightest {x} of 255).</source>
        <translation>1 枚の画像は 16 ビットですが、最も明るい値は {v} です ({b} ビットのカメラのデータ)。{c} ビットとして変換すると暗くなります (最も明るい部分で 255 のうち {x})。</translation>
    </message>
    <message>
        <source>1 image is 16-bit with values up to {v}: converted as {c}-bit data, 0 to {top} becomes 0 to 255.</source>
        <translation>1 枚の画像は 16 ビットで、値は最大 {v} です。{c} ビットのデータとして変換し、0～{top} を 0～255 にします。</translation>
    </message>
    <message>
        <source>1 image is 16-bit with values up to {v}: with {c} bits, every value above {top} is stored as white.</source>
        <translation>1 枚の画像は 16 ビットで、値は最大 {v} です。{c} ビットでは、{top} を超える値はすべて白として保存されます。</translation>
    </message>
    <message>
        <source>1 image without annotations (kept as a background image)</source>
        <translation>アノテーションのない画像 1 枚 (オブジェクトのない背景画像として残します)</translation>
    </message>
    <message>
        <source>Choose {b} bits under “16-bit images”.</source>
        <translation>「16 ビット画像」で {b} ビットを選んでください。</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Not used: {what} ({names}); not among the {total} images counted.</source>
        <translation>{what}は使いません ({names})。数えた {total} 枚の画像には含まれません。</translation>
    </message>
    <message>
        <source>Objects in the records the last run wrote, as the Inspect tab counts them: not those left out (the Summary lists them) nor those of images that could not be converted.</source>
        <translation>前回の変換が書き込んだレコードにあるオブジェクトの数 (「検査」タブの数え方と同じ) です。除外したもの (「概要」タブに一覧があります) と、変換できなかった画像のものは含みません。</translation>
    </message>
    <message>
        <source>Sets “16-bit images” in the options to the bits that hold the brightest value the scan found</source>
        <translation>オプションの「16 ビット画像」を、スキャンで見つかった最も明るい値が収まるビット数にします</translation>
    </message>
    <message>
        <source>The other one is about an object; its image is converted.</source>
        <translation>残りの 1 件はオブジェクトについての問題で、その画像は変換します。</translation>
    </message>
    <message>
        <source>The other {n} are about objects; their images are converted.</source>
        <translation>残りの {n} 件はオブジェクトについての問題で、その画像は変換します。</translation>
    </message>
    <message>
        <source>The table shows how many images carry each class (an image can carry several)</source>
        <translation>表は各クラスが付いている画像の枚数です (1 枚の画像に複数のクラスが付くことがあります)</translation>
    </message>
    <message>
        <source>The table shows in how many images each class appears</source>
        <translation>表は各クラスが写っている画像の枚数です</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>書き込み済み</translation>
    </message>
    <message>
        <source>Use the bit depth the 16-bit images need</source>
        <translation>16 ビット画像に必要なビット数を使う</translation>
    </message>
    <message>
        <source>1 class is drawn in no class mask: {names} (the source outlines no object of it that is not a crowd region). It stays in the label map (labels.txt), with no examples.</source>
        <translation>どのクラスマスクにも描かれないクラスが 1 つあります: {names} (ソースには、crowd 領域ではなく輪郭を持つこのクラスのオブジェクトがありません)。ラベル マップ (labels.txt) には残ります (例はありません)。</translation>
    </message>
    <message>
        <source>1 object has a shape (a polygon or an RLE mask), which “Write as” can also draw as semantic segmentation</source>
        <translation>形 (ポリゴンか RLE マスク) を持つオブジェクトが 1 個あり、「書き出す形式」でセマンティックセグメンテーションとしても描けます</translation>
    </message>
    <message>
        <source>(and {n} image that will be skipped: its annotations cannot be used, as listed below)</source>
        <translation>(ほかに、アノテーションが使えないためスキップする画像が {n} 枚あります。下の一覧を参照してください)</translation>
    </message>
    <message>
        <source>(and {n} image that will be skipped: its problem is listed below)</source>
        <translation>(ほかに、スキップする画像が {n} 枚あります。問題は下の一覧にあります)</translation>
    </message>
    <message>
        <source>(and {n} images that will be skipped: their annotations cannot be used, as listed below)</source>
        <translation>(ほかに、アノテーションが使えないためスキップする画像が {n} 枚あります。下の一覧を参照してください)</translation>
    </message>
    <message>
        <source>(and {n} images that will be skipped: their problems are listed below)</source>
        <translation>(ほかに、スキップする画像が {n} 枚あります。問題は下の一覧にあります)</translation>
    </message>
    <message>
        <source>1 image is 16-bit with values up to {v} ({b}-bit camera data): “Original bytes” stores the file as it is, and read as an 8-bit image, as the loading code reads it, it is almost black.</source>
        <translation>1 枚の画像は 16 ビットで、値は最大 {v} です ({b} ビットのカメラのデータ)。「元のデータ」はファイルをそのまま保存するため、読み込み用のコードのように 8 ビット画像として読むと、ほぼ真っ黒になります。</translation>
    </message>
    <message>
        <source>1 image is 16-bit with values up to {v} ({b}-bit camera data): “Original bytes” stores the file as it is, and read as an 8-bit image, as the loading code reads it, it is dark (its brightest {x} of 255).</source>
        <translation>1 枚の画像は 16 ビットで、値は最大 {v} です ({b} ビットのカメラのデータ)。「元のデータ」はファイルをそのまま保存するため、読み込み用のコードのように 8 ビット画像として読むと暗くなります (最も明るい部分で 255 のうち {x})。</translation>
    </message>
    <message>
        <source>1 image without labels (kept with none of the classes)</source>
        <translation>ラベルのない画像 1 枚 (どのクラスも付けずに残します)</translation>
    </message>
    <message>
        <source>It is an annotation that belongs to no image in its file; it is not used.</source>
        <translation>これは、ファイル内のどの画像にも属さないアノテーションで、使いません。</translation>
    </message>
    <message>
        <source>Not used: {what} ({names}); not among the {total} file counted.</source>
        <translation>{what}は使いません ({names})。数えた {total} 個のファイルには含まれません。</translation>
    </message>
    <message>
        <source>Not used: {what} ({names}); not among the {total} image counted.</source>
        <translation>{what}は使いません ({names})。数えた {total} 枚の画像には含まれません。</translation>
    </message>
    <message>
        <source>SegmentationClass/ holds 1 class mask, which “Write as” can also write as semantic segmentation</source>
        <translation>SegmentationClass/ にクラスマスクが 1 個あり、「書き出す形式」でセマンティックセグメンテーションとしても書き出せます</translation>
    </message>
    <message>
        <source>SegmentationClass/ holds {n} class masks, which “Write as” can also write as semantic segmentation</source>
        <translation>SegmentationClass/ にクラスマスクが {n} 個あり、「書き出す形式」でセマンティックセグメンテーションとしても書き出せます</translation>
    </message>
    <message>
        <source>They are annotations that belong to no image in their file; they are not used.</source>
        <translation>いずれも、ファイル内のどの画像にも属さないアノテーションで、使いません。</translation>
    </message>
    <message>
        <source>To store them visible, choose JPEG or PNG under Format and {b} bits under “16-bit images”.</source>
        <translation>見えるように保存するには、「形式」で JPEG か PNG を、「16 ビット画像」で {b} ビットを選んでください。</translation>
    </message>
    <message>
        <source>Use {b} bits</source>
        <translation>{b} ビットにする</translation>
    </message>
    <message>
        <source>Written as classification, each image&apos;s class is the name of the folder it is in: {names}. The annotations are not used; to write them, choose Automatic under “Write as”.</source>
        <translation>分類として書き出すと、各画像のクラスはその画像があるフォルダーの名前になります: {names}。アノテーションは使われません。アノテーションを書き出すには、「書き出す形式」で「自動」を選んでください。</translation>
    </message>
    <message>
        <source>YOLO class</source>
        <translation>YOLO クラス</translation>
    </message>
    <message>
        <source>a box table</source>
        <translation>ボックスの表</translation>
    </message>
    <message>
        <source>a label table</source>
        <translation>ラベルの表</translation>
    </message>
    <message>
        <source>it is not an image</source>
        <translation>画像ではありません</translation>
    </message>
    <message>
        <source>mask images</source>
        <translation>マスク画像</translation>
    </message>
    <message>
        <source>the image is not converted</source>
        <translation>画像は変換しません</translation>
    </message>
    <message>
        <source>the image is skipped</source>
        <translation>画像はスキップします</translation>
    </message>
    <message>
        <source>these annotations are not used: there is no image for them</source>
        <translation>このアノテーションは使いません: 対応する画像がありません</translation>
    </message>
    <message>
        <source>this annotation is not used</source>
        <translation>このアノテーションは使いません</translation>
    </message>
    <message>
        <source>this entry is not used</source>
        <translation>この項目は使いません</translation>
    </message>
    <message>
        <source>this entry is not used; the image is converted with its first entry</source>
        <translation>この項目は使いません。画像は最初の記載で変換します</translation>
    </message>
    <message>
        <source>this mask is not used: there is no image for it</source>
        <translation>対応する画像がないため、このマスクは使いません</translation>
    </message>
    <message>
        <source>this object is left out; the image is converted</source>
        <translation>このオブジェクトは除き、画像は変換します</translation>
    </message>
    <message>
        <source>this row is not used</source>
        <translation>この行は使いません</translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}、{b}</translation>
    </message>
    <message>
        <source>{file}
Its picture cannot be shown: the file may be damaged.</source>
        <translation>{file}
この画像は表示できません。ファイルが壊れている可能性があります。</translation>
    </message>
    <message>
        <source>{file} — {reason}</source>
        <translation>{file} — {reason}</translation>
    </message>
    <message>
        <source>{file} — {reason} → {what}</source>
        <translation>{file} — {reason} → {what}</translation>
    </message>
    <message>
        <source>{images} in {classes} ({size}, {kind})</source>
        <translation>{classes}に {images} ({size}、{kind})</translation>
    </message>
    <message>
        <source>{k} of the {n} files will be skipped</source>
        <translation>{n} 個のファイルのうち {k} 個をスキップします</translation>
    </message>
    <message>
        <source>{k} of the {n} images will be skipped.</source>
        <translation>{n} 枚の画像のうち {k} 枚をスキップします。</translation>
    </message>
    <message>
        <source>{n} are not images</source>
        <translation>{n} 個は画像ではなく</translation>
    </message>
    <message>
        <source>{n} cannot be converted</source>
        <translation>{n} 個は変換できません</translation>
    </message>
    <message>
        <source>{n} class folders have no images: {names}. They stay classes (with no examples). Their files are not images (listed below); add images to them.</source>
        <translation>画像のないクラスフォルダーが {n} 個あります: {names}。クラスとしては残ります (例はありません)。中のファイルは画像ではありません (下に一覧)。画像を入れてください。</translation>
    </message>
    <message>
        <source>{n} classes are drawn in no class mask: {names} (the source outlines no object of them that is not a crowd region). They stay in the label map (labels.txt), with no examples.</source>
        <translation>どのクラスマスクにも描かれないクラスが {n} 個あります: {names} (ソースには、crowd 領域ではなく輪郭を持つこれらのクラスのオブジェクトがありません)。ラベル マップ (labels.txt) には残ります (例はありません)。</translation>
    </message>
    <message>
        <source>{n} classes have no annotations in the source: {names}. They stay in the label map (labels.txt), with no examples.</source>
        <translation>ソースにアノテーションのないクラスが {n} 個あります: {names}。ラベル マップ (labels.txt) には残ります (例はありません)。</translation>
    </message>
    <message>
        <source>{n} classes have no boxes in the source: {names}. They stay in the label map (labels.txt), with no examples.</source>
        <translation>ソースにボックスのないクラスが {n} 個あります: {names}。ラベル マップ (labels.txt) には残ります (例はありません)。</translation>
    </message>
    <message>
        <source>{n} classes of the table have no usable image: {names}. They stay classes (with no examples); the problems of their rows are listed below.</source>
        <translation>表のクラスのうち、使える画像がないものが {n} つあります: {names}。クラスとしては残ります (例はありません)。それらの行の問題は下に一覧があります。</translation>
    </message>
    <message>
        <source>{n} images are 16-bit but their brightest value is {v} ({b}-bit camera data): converted as {c} bits they would be almost black.</source>
        <translation>{n} 枚の画像は 16 ビットですが、最も明るい値は {v} です ({b} ビットのカメラのデータ)。{c} ビットとして変換すると、ほぼ真っ黒になります。</translation>
    </message>
    <message>
        <source>{n} images are 16-bit but their brightest value is {v} ({b}-bit camera data): converted as {c} bits they would be dark (their brightest {x} of 255).</source>
        <translation>{n} 枚の画像は 16 ビットですが、最も明るい値は {v} です ({b} ビットのカメラのデータ)。{c} ビットとして変換すると暗くなります (最も明るい部分で 255 のうち {x})。</translation>
    </message>
    <message>
        <source>{n} images are 16-bit with values up to {v} ({b}-bit camera data): “Original bytes” stores the files as they are, and read as 8-bit images, as the loading code reads them, they are almost black.</source>
        <translation>{n} 枚の画像は 16 ビットで、値は最大 {v} です ({b} ビットのカメラのデータ)。「元のデータ」はファイルをそのまま保存するため、読み込み用のコードのように 8 ビット画像として読むと、ほぼ真っ黒になります。</translation>
    </message>
    <message>
        <source>{n} images are 16-bit with values up to {v} ({b}-bit camera data): “Original bytes” stores the files as they are, and read as 8-bit images, as the loading code reads them, they are dark (their brightest {x} of 255).</source>
        <translation>{n} 枚の画像は 16 ビットで、値は最大 {v} です ({b} ビットのカメラのデータ)。「元のデータ」はファイルをそのまま保存するため、読み込み用のコードのように 8 ビット画像として読むと暗くなります (最も明るい部分で 255 のうち {x})。</translation>
    </message>
    <message>
        <source>{n} images are 16-bit with values up to {v}: converted as {c}-bit data, 0 to {top} becomes 0 to 255.</source>
        <translation>{n} 枚の画像は 16 ビットで、値は最大 {v} です。{c} ビットのデータとして変換し、0～{top} を 0～255 にします。</translation>
    </message>
    <message>
        <source>{n} images are 16-bit with values up to {v}: with {c} bits, every value above {top} is stored as white.</source>
        <translation>{n} 枚の画像は 16 ビットで、値は最大 {v} です。{c} ビットでは、{top} を超える値はすべて白として保存されます。</translation>
    </message>
    <message>
        <source>{n} images without annotations (kept as background images)</source>
        <translation>アノテーションのない画像 {n} 枚 (オブジェクトのない背景画像として残します)</translation>
    </message>
    <message>
        <source>{n} images without labels (kept with none of the classes)</source>
        <translation>ラベルのない画像 {n} 枚 (どのクラスも付けずに残します)</translation>
    </message>
    <message>
        <source>{n} objects have shapes (polygons or RLE masks), which “Write as” can also draw as semantic segmentation</source>
        <translation>形 (ポリゴンか RLE マスク) を持つオブジェクトが {n} 個あり、「書き出す形式」でセマンティックセグメンテーションとしても描けます</translation>
    </message>
    <message>
        <source>{n} of them are annotations that belong to no image in their file; they are not used.</source>
        <translation>そのうち {n} 件は、ファイル内のどの画像にも属さないアノテーションで、使いません。</translation>
    </message>
    <message>
        <source>{n} of them is an annotation that belongs to no image in its file; it is not used.</source>
        <translation>そのうち {n} 件は、ファイル内のどの画像にも属さないアノテーションで、使いません。</translation>
    </message>
    <message>
        <source>{n} problems found; they are listed below, {k} at a time (click the list&apos;s last line to list more).</source>
        <translation>問題が {n} 件見つかりました。下に {k} 件ずつ一覧します (一覧の最後の行をクリックすると続きが出ます)。</translation>
    </message>
    <message>
        <source>{n} problems found; they are listed below.</source>
        <translation>問題が {n} 件見つかりました。下に一覧があります。</translation>
    </message>
    <message>
        <source>{path}: this folder holds an unfinished conversion of {source}, not images. “Finish this run” converts the rest into this folder; “Open in Inspect” shows what it wrote so far. Or choose the folder that holds your images.</source>
        <translation>{path}: このフォルダーは画像ではなく、{source} の変換の途中までの出力 (未完了) です。「この実行を完了」を押すと、残りをこのフォルダーに変換します。「検査」で開くと、ここまでに書き出された内容を見られます。または、画像が入っているフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>{path}: this folder holds an unfinished conversion, not images. Its source, {source}, no longer exists, so the run cannot be finished here; “Open in Inspect” shows what it wrote. Or choose the folder that holds your images.</source>
        <translation>{path}: このフォルダーは画像ではなく、途中で止まった変換の出力 (未完了) です。その変換のソース {source} はもう存在しないため、ここでは完了できません。「検査」で開くと、書き出された内容を見られます。または、画像が入っているフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>{skipped}: {why}.</source>
        <translation>{skipped}。{why}。</translation>
    </message>
    <message>
        <source>… and {n} more: click here to list it</source>
        <translation>… ほかに {n} 件: ここをクリックすると一覧に出ます</translation>
    </message>
    <message>
        <source>… and {n} more: click here to list the next {k}</source>
        <translation>… ほかに {n} 件: ここをクリックすると次の {k} 件が出ます</translation>
    </message>
    <message>
        <source>… and {n} more: click here to list them</source>
        <translation>… ほかに {n} 件: ここをクリックすると一覧に出ます</translation>
    </message>
    <message>
        <source>{n} images lost every object to the problems listed below; they are kept with none</source>
        <translation>{n} 枚の画像は、下に挙げた問題ですべてのオブジェクトを失いました。オブジェクトなしで残します</translation>
    </message>
    <message>
        <source>{n} (none to convert)</source>
        <translation>{n} (変換するものなし)</translation>
    </message>
    <message>
        <source>{n} ({k} to convert)</source>
        <translation>{n} (うち変換 {k} 枚)</translation>
    </message>
    <message>
        <source>{n} images will be converted.</source>
        <translation>{n} 枚の画像を変換します。</translation>
    </message>
    <message>
        <source>{n} images without annotations will be left out, as chosen</source>
        <translation>アノテーションのない画像 {n} 枚は、指定どおり除外します</translation>
    </message>
    <message>
        <source>{n} is not an image</source>
        <translation>{n} 個は画像ではなく</translation>
    </message>
    <message>
        <source>{n} object; the table shows objects per class</source>
        <translation>オブジェクト {n} 個。表はクラスごとのオブジェクト数です</translation>
    </message>
    <message>
        <source>{n} objects; the table shows objects per class</source>
        <translation>オブジェクト {n} 個。表はクラスごとのオブジェクト数です</translation>
    </message>
    <message>
        <source>{n} photos will be stored as their files are, not turned upright: {names}. (Their EXIF orientation asks viewers to turn them; TensorFlow does not.)</source>
        <translation>{n} 枚の写真がファイルのまま、正しい向きに回転されずに保存されます: {names}。(EXIF の向きは表示時に回転するよう指定していますが、TensorFlow は回転しません。)</translation>
    </message>
    <message>
        <source>{text}.</source>
        <translation>{text}。</translation>
    </message>
    <message>
        <source>The source does not exist.</source>
        <translation>ソースが存在しません。</translation>
    </message>
    <message>
        <source>The source must be a folder or a .csv/.tsv file.</source>
        <translation>ソースはフォルダーか .csv/.tsv ファイルでなければなりません。</translation>
    </message>
    <message>
        <source>No images found.</source>
        <translation>画像が見つかりません。</translation>
    </message>
    <message>
        <source>Scan stopped.</source>
        <translation>スキャンを中止しました。</translation>
    </message>
</context>
<context>
    <name>SplitField</name>
    <message>
        <source>A source&apos;s own splits (an export&apos;s train/valid/test folders, a table&apos;s split column) are kept: the Split then divides only the images they leave.</source>
        <translation>ソース自身の分割 (エクスポートの train/valid/test フォルダー、表の分割列) はそのまま使われます。そのとき「分割」で分けるのは、分割の決まっていない画像だけです。</translation>
    </message>
    <message>
        <source>Splits from the source</source>
        <translation>ソースの分割</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{split} {n}</source>
        <translation>{split} {n} 枚</translation>
    </message>
    <message>
        <source>From the source, to be written: {splits}</source>
        <translation>ソースの分割 (書き込まれる画像): {splits}</translation>
    </message>
    <message>
        <source>From the source: {splits}</source>
        <translation>ソースの分割: {splits}</translation>
    </message>
    <message>
        <source>1 more image is skipped: its problem is listed with the source.</source>
        <translation>ほかに 1 枚がスキップされます。その問題はソースの問題一覧にあります。</translation>
    </message>
    <message>
        <source>{n} more images are skipped: their problems are listed with the source.</source>
        <translation>ほかに {n} 枚がスキップされます。それらの問題はソースの問題一覧にあります。</translation>
    </message>
    <message>
        <source>This source gives every image its split ({splits}): those splits are kept and the Split option is not used, so the run is started without it. What you typed is kept for a source without splits of its own.</source>
        <translation>このソースはすべての画像の分割を決めています ({splits})。その分割がそのまま使われ、「分割」の設定は使われないため、変換は分割の指定なしで開始されます。入力した値は、分割を持たないソースのために保存されます。</translation>
    </message>
    <message>
        <source>The source&apos;s own splits are used; the Split option is not.</source>
        <translation>ソース自身の分割が使われ、「分割」の設定は使われません。</translation>
    </message>
    <message>
        <source>Every image has its split from the source; the Split only names the splits the table may use.</source>
        <translation>すべての画像の分割がソースで決まっています。「分割」は表で使える分割の名前を指定するだけです。</translation>
    </message>
    <message>
        <source>The Split divides only the other image.</source>
        <translation>「分割」で分けるのは残りの 1 枚だけです。</translation>
    </message>
    <message>
        <source>The Split divides only the other {n} images.</source>
        <translation>「分割」で分けるのは残りの {n} 枚だけです。</translation>
    </message>
    <message>
        <source>{text}.</source>
        <translation>{text}。</translation>
    </message>
    <message>
        <source>e.g. train=0.9,val=0.1 (empty: the source&apos;s splits, the other images train)</source>
        <translation>例: train=0.9,val=0.1 (空欄: ソースの分割どおり、ほかの画像は train)</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Run summary</source>
        <translation>実行の概要</translation>
    </message>
    <message>
        <source>No run yet.</source>
        <translation>まだ実行していません。</translation>
    </message>
    <message>
        <source>Run result</source>
        <translation>実行結果</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>書き込み:</translation>
    </message>
    <message>
        <source>Skipped:</source>
        <translation>スキップ:</translation>
    </message>
    <message>
        <source>Shards:</source>
        <translation>シャード:</translation>
    </message>
    <message>
        <source>Splits:</source>
        <translation>分割:</translation>
    </message>
    <message>
        <source>Size on disk:</source>
        <translation>ディスク上のサイズ:</translation>
    </message>
    <message>
        <source>Objects changed:</source>
        <translation>変更されたオブジェクト:</translation>
    </message>
    <message>
        <source>Total time:</source>
        <translation>合計時間:</translation>
    </message>
    <message>
        <source>Verification:</source>
        <translation>検証:</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>出力:</translation>
    </message>
    <message>
        <source>Every file the run wrote in the output folder, as your file manager adds them up: the data files, what a cancel kept of an unfinished one, and the files beside them (the manifest, labels, list of failures and log). In brackets, the complete TFRecord files alone, as the Inspect tab counts them.</source>
        <translation>出力フォルダーにこの実行が書いたすべてのファイルの合計です (ファイルマネージャーでの合計と同じ)。データファイル、キャンセル時に残した未完成のファイル、その横のファイル (マニフェスト、ラベル、失敗の一覧、ログ) を含みます。かっこ内は完成した TFRecord ファイルだけの合計で、「検査」タブが示す値と同じです。</translation>
    </message>
    <message>
        <source>Open output folder</source>
        <translation>出力フォルダーを開く</translation>
    </message>
    <message>
        <source>Copy command</source>
        <translation>コマンドをコピー</translation>
    </message>
    <message>
        <source>Inspect output</source>
        <translation>出力を検査</translation>
    </message>
    <message>
        <source>Verify now</source>
        <translation>今すぐ検証</translation>
    </message>
    <message>
        <source>Read every record back to check it, as Inspect&apos;s “Verify with TensorFlow” does</source>
        <translation>「検査」の「TensorFlow で検証」と同じように、すべてのレコードを読み戻して確認します</translation>
    </message>
    <message>
        <source>The output folder holds a dataset of {n} image in {k} shard, made {when}.</source>
        <translation>出力フォルダーには {when} に作成された、{n} 枚の画像、{k} 個のシャードのデータセットがあります。</translation>
    </message>
    <message>
        <source>The output folder holds a dataset of {n} images in {k} shard, made {when}.</source>
        <translation>出力フォルダーには {when} に作成された、{n} 枚の画像、{k} 個のシャードのデータセットがあります。</translation>
    </message>
    <message>
        <source>The output folder holds a dataset of {n} image in {k} shards, made {when}.</source>
        <translation>出力フォルダーには {when} に作成された、{n} 枚の画像、{k} 個のシャードのデータセットがあります。</translation>
    </message>
    <message>
        <source>The output folder holds a dataset of {n} images in {k} shards, made {when}.</source>
        <translation>出力フォルダーには {when} に作成された、{n} 枚の画像、{k} 個のシャードのデータセットがあります。</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: {n} image in {k} complete shard so far.</source>
        <translation>出力フォルダーには {when} に始めた中断された実行があります: これまでに完成したシャード {k} 個に {n} 枚の画像。</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: {n} images in {k} complete shard so far.</source>
        <translation>出力フォルダーには {when} に始めた中断された実行があります: これまでに完成したシャード {k} 個に {n} 枚の画像。</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: {n} image in {k} complete shards so far.</source>
        <translation>出力フォルダーには {when} に始めた中断された実行があります: これまでに完成したシャード {k} 個に {n} 枚の画像。</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: {n} images in {k} complete shards so far.</source>
        <translation>出力フォルダーには {when} に始めた中断された実行があります: これまでに完成したシャード {k} 個に {n} 枚の画像。</translation>
    </message>
    <message>
        <source>Done: {n} image written to {k} shard.</source>
        <translation>完了: {n} 枚の画像を {k} 個のシャードに書き込みました。</translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shard.</source>
        <translation>完了: {n} 枚の画像を {k} 個のシャードに書き込みました。</translation>
    </message>
    <message>
        <source>Done: {n} image written to {k} shards.</source>
        <translation>完了: {n} 枚の画像を {k} 個のシャードに書き込みました。</translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shards.</source>
        <translation>完了: {n} 枚の画像を {k} 個のシャードに書き込みました。</translation>
    </message>
    <message>
        <source>{n} image written to {k} shard; reading it back to check it…</source>
        <translation>{n} 枚の画像を {k} 個のシャードに書き込みました。読み戻して検証しています…</translation>
    </message>
    <message>
        <source>{n} images written to {k} shard; reading them back to check them…</source>
        <translation>{n} 枚の画像を {k} 個のシャードに書き込みました。読み戻して検証しています…</translation>
    </message>
    <message>
        <source>{n} image written to {k} shards; reading it back to check it…</source>
        <translation>{n} 枚の画像を {k} 個のシャードに書き込みました。読み戻して検証しています…</translation>
    </message>
    <message>
        <source>{n} images written to {k} shards; reading them back to check them…</source>
        <translation>{n} 枚の画像を {k} 個のシャードに書き込みました。読み戻して検証しています…</translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shards. The verification was cancelled, so the files are not verified.</source>
        <translation>完了: {n} 枚の画像を {k} 個のシャードに書き込みました。検証はキャンセルされたため、ファイルは未検証です。</translation>
    </message>
    <message>
        <source>{total} (TFRecord files: {shards})</source>
        <translation>{total} (TFRecord ファイル: {shards})</translation>
    </message>
    <message>
        <source>{state}. “Verify now” reads every record back to check it.</source>
        <translation>{state}。「今すぐ検証」ですべてのレコードを読み戻して確認します。</translation>
    </message>
    <message>
        <source>The unfinished shard with {r} converted image was removed (a shard is kept only when it is complete).</source>
        <translation>変換済みの {r} 枚を含む書きかけのシャードは削除しました (シャードは完成したものだけを残します)。</translation>
    </message>
    <message>
        <source>The unfinished shard with {r} converted images was removed (a shard is kept only when it is complete).</source>
        <translation>変換済みの {r} 枚を含む書きかけのシャードは削除しました (シャードは完成したものだけを残します)。</translation>
    </message>
    <message>
        <source>The unfinished shard with {r} converted image was removed (a shard is kept only when it is complete): Resume converts it again.</source>
        <translation>変換済みの {r} 枚が入った書きかけのシャードは削除しました (シャードは完成したものだけを残します)。「再開」でもう一度変換します。</translation>
    </message>
    <message>
        <source> and {n} worker process of a Resume without the cluster</source>
        <translation> (クラスターを使わない「再開」のワーカープロセス {n} 個で)</translation>
    </message>
    <message>
        <source> and {n} worker processes of a Resume without the cluster</source>
        <translation> (クラスターを使わない「再開」のワーカープロセス {n} 個で)</translation>
    </message>
    <message>
        <source>From the start of the run to its end: the source is read again before converting (and the cluster started, on a cluster), then the images are converted; the check after it is counted when there was one.</source>
        <translation>実行の開始から終了までの時間です。変換の前にソースをもう一度読み (クラスターではクラスターも起動し)、それから変換します。その後に検証した場合は、検証の時間も含みます。</translation>
    </message>
    <message>
        <source>The unfinished shard with {r} converted images was removed (a shard is kept only when it is complete): Resume converts them again.</source>
        <translation>変換済みの {r} 枚が入った書きかけのシャードは削除しました (シャードは完成したものだけを残します)。「再開」でもう一度変換します。</translation>
    </message>
    <message>
        <source>{k} of them have another label than their original: the same picture carries more than one label.</source>
        <translation>そのうち {k} 枚は元の画像と別のラベルです: 同じ画像が複数のラベルを持っています。</translation>
    </message>
    <message>
        <source>{n} objects kept clipped or with only their box ({details})</source>
        <translation>切り詰めたか、ボックスだけを残したオブジェクト {n} 個 ({details})</translation>
    </message>
    <message>
        <source>{n} objects left out ({details})</source>
        <translation>除外したオブジェクト {n} 個 ({details})</translation>
    </message>
    <message>
        <source>{n} · {what} (see the Failures tab)</source>
        <translation>{n} · {what} (「失敗」タブを参照)</translation>
    </message>
    <message>
        <source>{split}: {n} images in {k} shard</source>
        <translation>{split}: {n} 枚 (シャード {k} 個)</translation>
    </message>
    <message>
        <source>{split}: {n} images in {k} shards</source>
        <translation>{split}: {n} 枚 (シャード {k} 個)</translation>
    </message>
    <message>
        <source>Cancelled. Kept {k} complete shard with {n} images ({size}).</source>
        <translation>キャンセルしました。完成したシャード {k} 個 ({n} 枚、{size}) を残しました。</translation>
    </message>
    <message>
        <source>Cancelled. Kept {k} complete shards with {n} images ({size}).</source>
        <translation>キャンセルしました。完成したシャード {k} 個 ({n} 枚、{size}) を残しました。</translation>
    </message>
    <message>
        <source>{r} images/s</source>
        <translation>{r} 枚/秒</translation>
    </message>
    <message>
        <source>Copy a command line that repeats this conversion without the window (for a server or a script)</source>
        <translation>この変換をウィンドウなしで繰り返すコマンドラインをコピーします (サーバーやスクリプト用)</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>コピー:</translation>
    </message>
    <message>
        <source>Conversion time:</source>
        <translation>変換時間:</translation>
    </message>
    <message>
        <source>Average speed:</source>
        <translation>平均速度:</translation>
    </message>
    <message>
        <source>Look at the files just written, in the Inspect tab</source>
        <translation>書き込んだばかりのファイルを [検査] タブで見ます</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>Done: {n} image written to {k} shard. The verification was cancelled, so the file is not verified.</source>
        <translation>完了: {n} 枚の画像を {k} 個のシャードに書き込みました。検証はキャンセルされたため、ファイルは未検証です。</translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shard. The verification was cancelled, so the file is not verified.</source>
        <translation>完了: {n} 枚の画像を {k} 個のシャードに書き込みました。検証はキャンセルされたため、ファイルは未検証です。</translation>
    </message>
    <message>
        <source>Done: {n} image written to {k} shards. The verification was cancelled, so the files are not verified.</source>
        <translation>完了: {n} 枚の画像を {k} 個のシャードに書き込みました。検証はキャンセルされたため、ファイルは未検証です。</translation>
    </message>
    <message>
        <source>The conversion failed: {msg}</source>
        <translation>変換に失敗しました: {msg}</translation>
    </message>
    <message>
        <source>{n} ({m} converted now; {k} kept from the interrupted run)</source>
        <translation>{n} (今回変換 {m} 枚、中断された実行から {k} 枚をそのまま使用)</translation>
    </message>
    <message>
        <source>{split}: no image</source>
        <translation>{split}: 画像なし</translation>
    </message>
    <message>
        <source>{out} (it does not exist: nothing was left there)</source>
        <translation>{out} (フォルダーはありません。何も残っていません)</translation>
    </message>
    <message>
        <source>Cancelled. Kept {k} complete shard with {n} image ({size}).</source>
        <translation>キャンセルしました。完成したシャード {k} 個 ({n} 枚、{size}) を残しました。</translation>
    </message>
    <message>
        <source>Cancelled. Kept {k} complete shards with {n} image ({size}).</source>
        <translation>キャンセルしました。完成したシャード {k} 個 ({n} 枚、{size}) を残しました。</translation>
    </message>
    <message>
        <source>Press Resume to finish.</source>
        <translation>「再開」を押すと完了できます。</translation>
    </message>
    <message>
        <source>The source changed since the run began, so Resume cannot finish it: Start over converts every image again.</source>
        <translation>実行の開始後にソースが変わったため、「再開」では完了できません。「最初からやり直す」ですべての画像をもう一度変換します。</translation>
    </message>
    <message>
        <source>Resume needs the options the run was started with: put them back (“Use the interrupted run&apos;s options”) to finish it.</source>
        <translation>「再開」には実行を始めたときのオプションが必要です。オプションを戻す (「中断された実行のオプションを使う」) と完了できます。</translation>
    </message>
    <message>
        <source>Another version of TFRecord Studio started it, so Resume cannot finish it here: Start over converts every image again.</source>
        <translation>別のバージョンの TFRecord Studio が始めた実行のため、ここでは「再開」で完了できません。「最初からやり直す」ですべての画像をもう一度変換します。</translation>
    </message>
    <message>
        <source>Resume cannot finish it here (the note above the buttons says why): Start over converts every image again.</source>
        <translation>ここでは「再開」で完了できません (理由はボタンの上の説明にあります)。「最初からやり直す」ですべての画像をもう一度変換します。</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>not verified (cancelled): {n} of {total} records were checked</source>
        <translation>未検証 (キャンセル): {total} 件中 {n} 件のレコードを確認しました</translation>
    </message>
    <message>
        <source>not verified (cancelled)</source>
        <translation>未検証 (キャンセル)</translation>
    </message>
    <message>
        <source>OK, {how}: {n} records read back</source>
        <translation>問題なし、{how}: {n} 件のレコードを読み戻しました</translation>
    </message>
    <message>
        <source>FAILED: {p}</source>
        <translation>失敗: {p}</translation>
    </message>
    <message>
        <source>Each row of duplicates.csv names a file and the older file with the same bytes: keep the one with the right label, take the other out of the source (its file, or its row in a table), and convert again.</source>
        <translation>duplicates.csv の各行は、ファイルと、それと同じバイト列のより古いファイルを示します。正しいラベルの方を残し、もう一方をソースから外して (そのファイルを削除するか、表ならその行を削除して)、もう一度変換してください。</translation>
    </message>
    <message>
        <source>FAILED on {date}: {k} problem found. “Inspect output”, then “Verify with TensorFlow”, shows it.</source>
        <translation>{date} に検証に失敗: 問題が {k} 件見つかりました。「出力を検査」から「TensorFlow で検証」を押すと一覧が表示されます。</translation>
    </message>
    <message>
        <source>FAILED on {date}: {k} problems found. “Inspect output”, then “Verify with TensorFlow”, lists them.</source>
        <translation>{date} に検証に失敗: 問題が {k} 件見つかりました。「出力を検査」から「TensorFlow で検証」を押すと一覧が表示されます。</translation>
    </message>
    <message>
        <source>not verified: the check did not finish ({why})</source>
        <translation>未検証: 検証が終わりませんでした ({why})</translation>
    </message>
    <message>
        <source>see the log</source>
        <translation>ログを参照</translation>
    </message>
    <message>
        <source>verified (TensorFlow)</source>
        <translation>検証済み (TensorFlow)</translation>
    </message>
    <message>
        <source>verified (built-in reader)</source>
        <translation>検証済み (内蔵リーダー)</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>1 image without annotations left out, as chosen</source>
        <translation>アノテーションのない画像 1 枚を指定どおり除外</translation>
    </message>
    <message>
        <source>Each row of duplicates.csv names an image and the older image with the same bytes; their annotations may differ. Keep the one whose annotations are right, take the other out of the source (its file and its annotations), and convert again.</source>
        <translation>duplicates.csv の各行は、画像と、それと同じバイト列のより古い画像を示します。アノテーションは異なることがあります。アノテーションが正しい方を残し、もう一方 (そのファイルとアノテーション) をソースから外して、もう一度変換してください。</translation>
    </message>
    <message>
        <source>Each row of duplicates.csv names an image and the older image with the same bytes; their masks may differ. Keep the pair whose mask is right, take the other image and its mask out of the source, and convert again.</source>
        <translation>duplicates.csv の各行は、画像と、それと同じバイト列のより古い画像を示します。マスクは異なることがあります。マスクが正しい方を残し、もう一方の画像とそのマスクをソースから外して、もう一度変換してください。</translation>
    </message>
    <message>
        <source>Cancelled before any image was written: no shard was written.</source>
        <translation>画像を書き込む前にキャンセルしたため、シャードは書き込まれていません。</translation>
    </message>
    <message>
        <source> ({n} more left out: it could not run the tasks, as the Log tab says)</source>
        <translation> (ほかにワーカー {n} 個は変換できないため外しました。理由は「ログ」タブにあります)</translation>
    </message>
    <message>
        <source> ({n} more left out: they could not run the tasks, as the Log tab says)</source>
        <translation> (ほかにワーカー {n} 個は変換できないため外しました。理由は「ログ」タブにあります)</translation>
    </message>
    <message>
        <source> on {n} cluster worker</source>
        <translation> (クラスターのワーカー {n} 個で)</translation>
    </message>
    <message>
        <source> on {n} cluster workers</source>
        <translation> (クラスターのワーカー {n} 個で)</translation>
    </message>
    <message>
        <source> {u} more converted image is in the unfinished shard, which Resume continues.</source>
        <translation>ほかに変換済みの {u} 枚が書きかけのシャードにあり、「再開」でその続きから変換します。</translation>
    </message>
    <message>
        <source> {u} more converted images are in the unfinished shard, which Resume continues.</source>
        <translation>ほかに変換済みの {u} 枚が書きかけのシャードにあり、「再開」でその続きから変換します。</translation>
    </message>
    <message>
        <source>1 object kept clipped or with only its box ({details})</source>
        <translation>切り詰めたか、ボックスだけを残したオブジェクト 1 個 ({details})</translation>
    </message>
    <message>
        <source>1 object left out ({details})</source>
        <translation>除外したオブジェクト 1 個 ({details})</translation>
    </message>
    <message>
        <source>Cancelled before any shard was complete, so no shard was kept.</source>
        <translation>完成したシャードがないうちにキャンセルしたため、シャードは残っていません。</translation>
    </message>
    <message>
        <source>Cancelled before any shard was complete.</source>
        <translation>完成したシャードがないうちにキャンセルしました。</translation>
    </message>
    <message>
        <source>OK, {how}: {n} record read back</source>
        <translation>問題なし、{how}: {n} 件のレコードを読み戻しました</translation>
    </message>
    <message>
        <source>Press Resume to continue from there.</source>
        <translation>「再開」を押すと、そこから続けます。</translation>
    </message>
    <message>
        <source>The folder holds only the run&apos;s other files: {names}.</source>
        <translation>フォルダーに残っているのは、この実行のその他のファイルだけです: {names}。</translation>
    </message>
    <message>
        <source>The folder&apos;s size is still being read (the disk does not answer yet).</source>
        <translation>フォルダーのサイズはまだ読み取り中です (ディスクがまだ応答しません)。</translation>
    </message>
    <message>
        <source>The images written, divided by the conversion time: the average over the whole conversion, as the live graph&apos;s average. The live graph also shows the speed of the last seconds, higher while the images flow than at the start and the end.</source>
        <translation>書き込んだ画像の数を変換時間で割った値で、変換全体の平均です。ライブグラフの平均と同じです。ライブグラフは直近の数秒の速度も示すので、画像が流れている間は高く、開始時と終了時は低くなります。</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: no complete shard yet; its {u} converted image is in the unfinished shard, which Resume continues.</source>
        <translation>出力フォルダーには {when} に始めた中断された実行があります: 完成したシャードはまだなく、変換済みの {u} 枚は書きかけのシャードにあります。「再開」でその続きから変換します。</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: no complete shard yet; its {u} converted images are in the unfinished shard, which Resume continues.</source>
        <translation>出力フォルダーには {when} に始めた中断された実行があります: 完成したシャードはまだなく、変換済みの {u} 枚は書きかけのシャードにあります。「再開」でその続きから変換します。</translation>
    </message>
    <message>
        <source>The time spent converting the images and writing their files: the images written divided by it are the Average speed. The reading of the source before it and the check after it are not counted; “Total time” counts them, as the elapsed time above the tabs does.</source>
        <translation>画像を変換してファイルに書き込むのにかかった時間です。書き込んだ画像の数をこの時間で割ると平均速度になります。その前のソースの読み込みとその後の検証は含みません。それらは「合計時間」に含まれます (タブの上の経過時間と同じです)。</translation>
    </message>
    <message>
        <source>The {u} image already converted into the unfinished shard is kept too.</source>
        <translation>書きかけのシャードに変換済みの {u} 枚も残っています。</translation>
    </message>
    <message>
        <source>The {u} image already converted into the unfinished shard is kept.</source>
        <translation>書きかけのシャードに変換済みの {u} 枚は残っています。</translation>
    </message>
    <message>
        <source>The {u} images already converted into the unfinished shard are kept too.</source>
        <translation>書きかけのシャードに変換済みの {u} 枚も残っています。</translation>
    </message>
    <message>
        <source>The {u} images already converted into the unfinished shard are kept.</source>
        <translation>書きかけのシャードに変換済みの {u} 枚は残っています。</translation>
    </message>
    <message>
        <source>What else the folder holds is still being read (the disk does not answer yet).</source>
        <translation>フォルダーにほかに何が残っているかは、まだ読み取り中です (ディスクがまだ応答しません)。</translation>
    </message>
    <message>
        <source>a box outside the picture</source>
        <translation>画像の外のボックス</translation>
    </message>
    <message>
        <source>a box past the edge (clipped)</source>
        <translation>端からはみ出したボックス (切り詰め)</translation>
    </message>
    <message>
        <source>a box with no size</source>
        <translation>大きさのないボックス</translation>
    </message>
    <message>
        <source>a coordinate that is not a number</source>
        <translation>数値でない座標</translation>
    </message>
    <message>
        <source>a damaged mask</source>
        <translation>壊れたマスク</translation>
    </message>
    <message>
        <source>a polygon of fewer than 3 points, not used</source>
        <translation>使わなかった点 3 つ未満のポリゴン</translation>
    </message>
    <message>
        <source>a shape with no area</source>
        <translation>面積のない図形</translation>
    </message>
    <message>
        <source>an object without a name</source>
        <translation>名前のないオブジェクト</translation>
    </message>
    <message>
        <source>for an image the file does not list</source>
        <translation>ファイルに載っていない画像のもの</translation>
    </message>
    <message>
        <source>mostly cut away by Crop</source>
        <translation>切り抜きでほとんど切り取られた</translation>
    </message>
    <message>
        <source>no proper box</source>
        <translation>正しいボックスがない</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>not verified (cancelled): {n} of {total} record was checked</source>
        <translation>未検証 (キャンセル): {total} 件中 {n} 件のレコードを確認しました</translation>
    </message>
    <message>
        <source>not verified (cancelled): {n} of {total} records was checked</source>
        <translation>未検証 (キャンセル): {total} 件中 {n} 件のレコードを確認しました</translation>
    </message>
    <message>
        <source>only a box, marked “ignore”</source>
        <translation>ボックスだけ (「無視」にした)</translation>
    </message>
    <message>
        <source>outside the picture after resizing</source>
        <translation>リサイズ後に画像の外</translation>
    </message>
    <message>
        <source>partly cut away by Crop (clipped)</source>
        <translation>切り抜きで一部が切り取られた (切り詰め)</translation>
    </message>
    <message>
        <source>under a pixel after resizing</source>
        <translation>リサイズ後に 1 ピクセル未満</translation>
    </message>
    <message>
        <source>{how} on {date}: {n} record read back</source>
        <translation>{date} に{how}: {n} 件のレコードを読み戻しました</translation>
    </message>
    <message>
        <source>{how} on {date}: {n} records read back</source>
        <translation>{date} に{how}: {n} 件のレコードを読み戻しました</translation>
    </message>
    <message>
        <source>{k} (1 of them holds no image: all its images failed to convert)</source>
        <translation>{k} (うち 1 個は画像を含みません: その画像はすべて変換できませんでした)</translation>
    </message>
    <message>
        <source>{k} ({e} of them hold no image: all their images failed to convert)</source>
        <translation>{k} (うち {e} 個は画像を含みません: それらの画像はすべて変換できませんでした)</translation>
    </message>
    <message>
        <source>{k} of them are in another split than their original: the model would be validated or tested on images it was trained on.</source>
        <translation>そのうち {k} 枚は元の画像と別の分割にあります: モデルは学習に使った画像で検証またはテストされることになります。</translation>
    </message>
    <message>
        <source>{k} of them has another label than its original: one picture carries two labels.</source>
        <translation>そのうち {k} 枚は元の画像と別のラベルです: 同じ画像が 2 つのラベルを持っています。</translation>
    </message>
    <message>
        <source>{k} of them is in another split than its original: the model would be validated or tested on images it was trained on.</source>
        <translation>そのうち {k} 枚は元の画像と別の分割にあります: モデルは学習に使った画像で検証またはテストされることになります。</translation>
    </message>
    <message>
        <source>{n} (all in the unfinished shard, kept)</source>
        <translation>{n} (すべて書きかけのシャードに残っています)</translation>
    </message>
    <message>
        <source>{n} (see the Failures tab)</source>
        <translation>{n} (「失敗」タブを参照)</translation>
    </message>
    <message>
        <source>{n} ({u} of them in the unfinished shard, kept)</source>
        <translation>{n} (うち {u} 枚は書きかけのシャードに残っています)</translation>
    </message>
    <message>
        <source>{n} image is a byte-identical copy of another image (listed in duplicates.csv).</source>
        <translation>{n} 枚の画像が、ほかの画像とバイト単位で同一のコピーです (一覧は duplicates.csv にあります)。</translation>
    </message>
    <message>
        <source>{n} images are byte-identical copies of other images (listed in duplicates.csv).</source>
        <translation>{n} 枚の画像が、ほかの画像とバイト単位で同一のコピーです (一覧は duplicates.csv にあります)。</translation>
    </message>
    <message>
        <source>{n} images without annotations left out, as chosen</source>
        <translation>アノテーションのない画像 {n} 枚を指定どおり除外</translation>
    </message>
    <message>
        <source>{n} other file beside the class folders ignored (not images)</source>
        <translation>クラスフォルダーと並ぶその他のファイル {n} 個を無視しました (画像ではありません)</translation>
    </message>
    <message>
        <source>{n} other files beside the class folders ignored (not images)</source>
        <translation>クラスフォルダーと並ぶその他のファイル {n} 個を無視しました (画像ではありません)</translation>
    </message>
    <message>
        <source>{rate}, counting the {n} converted image of the unfinished shard that was removed</source>
        <translation>{rate} (削除した未完成のシャードの変換済み画像 {n} 枚を含む)</translation>
    </message>
    <message>
        <source>{rate}, counting the {n} converted images of the unfinished shard that was removed</source>
        <translation>{rate} (削除した未完成のシャードの変換済み画像 {n} 枚を含む)</translation>
    </message>
    <message>
        <source>{row} (a check run later, not part of the run: {t})</source>
        <translation>{row} (後から実行した検証で、変換の時間には含まれません: {t})</translation>
    </message>
    <message>
        <source>{shards} in TFRecord files; the folder&apos;s size is still being read (the disk does not answer yet).</source>
        <translation>TFRecord ファイルは {shards}。フォルダー全体のサイズはまだ読み取り中です (ディスクがまだ応答しません)。</translation>
    </message>
    <message>
        <source>{split}: {n} image in {k} shard</source>
        <translation>{split}: {n} 枚 (シャード {k} 個)</translation>
    </message>
    <message>
        <source>{split}: {n} image in {k} shards</source>
        <translation>{split}: {n} 枚 (シャード {k} 個)</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} 秒</translation>
    </message>
    <message>
        <source>{t}, with the check after the conversion</source>
        <translation>{t} (変換後の検証を含む)</translation>
    </message>
    <message>
        <source>{t}, with the check after the conversion until it was stopped: {n} of {total} record checked</source>
        <translation>{t} (変換後の検証を停止するまでを含む: {total} 件中 {n} 件を確認)</translation>
    </message>
    <message>
        <source>{t}, with the check after the conversion until it was stopped: {n} of {total} records checked</source>
        <translation>{t} (変換後の検証を停止するまでを含む: {total} 件中 {n} 件を確認)</translation>
    </message>
    <message>
        <source>{t}, with the check after the conversion, stopped before any record was checked</source>
        <translation>{t} (変換後の検証を含む: 1 件も確認しないうちに停止)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion</source>
        <translation>{t} (変換前のソースの読み込みを含む)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion and the check after it</source>
        <translation>{t} (変換前のソースの読み込みと変換後の検証を含む)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion and the check after it until it was stopped: {n} of {total} record checked</source>
        <translation>{t} (変換前のソースの読み込みと、変換後の検証を停止するまでを含む: {total} 件中 {n} 件を確認)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion and the check after it until it was stopped: {n} of {total} records checked</source>
        <translation>{t} (変換前のソースの読み込みと、変換後の検証を停止するまでを含む: {total} 件中 {n} 件を確認)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion and the check after it, stopped before any record was checked</source>
        <translation>{t} (変換前のソースの読み込みと変換後の検証を含む: 検証は 1 件も確認しないうちに停止)</translation>
    </message>
    <message>
        <source>{value} (the {n} image converted now)</source>
        <translation>{value} (今回変換した {n} 枚)</translation>
    </message>
    <message>
        <source>{value} (the {n} images converted now)</source>
        <translation>{value} (今回変換した {n} 枚)</translation>
    </message>
</context>
<context>
    <name>TaskChoice</name>
    <message>
        <source>Write as</source>
        <translation>書き出す形式</translation>
    </message>
    <message>
        <source>What the dataset will hold. Automatic follows the annotations. Boxes and CVAT tags can also be written as each image&apos;s list of classes (several labels per image); objects outlined by polygons or masks as semantic segmentation (each image&apos;s class mask); and boxes, masks and lists of classes as one class per image, leaving the annotations out.</source>
        <translation>データセットに書き出す内容です。「自動」はアノテーションの種類に従います。ボックスと CVAT のタグは、画像ごとのクラスの一覧 (1 枚に複数のラベル) としても書き出せます。ポリゴンやマスクで輪郭を描いたオブジェクトは、セマンティックセグメンテーション (画像ごとのクラスマスク) としても書き出せます。ボックス、マスク、クラスの一覧は、アノテーションを使わず 1 枚に 1 クラスとしても書き出せます。</translation>
    </message>
    <message>
        <source>&amp;Write as:</source>
        <translation>書き出す形式(&amp;W):</translation>
    </message>
    <message>
        <source>object detection (boxes)</source>
        <translation>物体検出 (ボックス)</translation>
    </message>
    <message>
        <source>semantic segmentation (masks)</source>
        <translation>セマンティックセグメンテーション (マスク)</translation>
    </message>
    <message>
        <source>multi-label classification</source>
        <translation>マルチラベル分類</translation>
    </message>
    <message>
        <source>classification (one class per image; the annotations are ignored)</source>
        <translation>分類 (画像ごとに 1 クラス。アノテーションは使いません)</translation>
    </message>
    <message>
        <source>classification (each image&apos;s tag is its class)</source>
        <translation>分類 (画像ごとのタグがそのクラス)</translation>
    </message>
    <message>
        <source>multi-label classification (all of each image&apos;s tags)</source>
        <translation>マルチラベル分類 (画像ごとのタグをすべて)</translation>
    </message>
    <message>
        <source>multi-label classification (each image&apos;s list of classes; the boxes are left out)</source>
        <translation>マルチラベル分類 (画像ごとにクラスの一覧。ボックスは使いません)</translation>
    </message>
    <message>
        <source>semantic segmentation (each image&apos;s class mask, from the mask files in SegmentationClass/)</source>
        <translation>セマンティックセグメンテーション (画像ごとのクラスマスク。SegmentationClass/ のマスクファイルから読みます)</translation>
    </message>
    <message>
        <source>semantic segmentation (each image&apos;s class mask, drawn from the objects&apos; polygons and masks)</source>
        <translation>セマンティックセグメンテーション (画像ごとのクラスマスク。オブジェクトのポリゴンとマスクから描きます)</translation>
    </message>
    <message>
        <source>Automatic: {task}</source>
        <translation>自動: {task}</translation>
    </message>
</context>
<context>
    <name>TuneChart</name>
    <message>
        <source>Images per second against workers</source>
        <translation>ワーカー数ごとの毎秒画像数</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <source>each trial</source>
        <translation>各試行</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>Speed (images/s) by number of workers</source>
        <translation>ワーカー数と速度 (枚/秒)</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>ワーカー数</translation>
    </message>
    <message>
        <source>The line joins each worker count&apos;s typical speed; the short bars show how much its tries varied.</source>
        <translation>線は各ワーカー数の標準的な速さ、短い棒はそのばらつきです。</translation>
    </message>
    <message>
        <source>What the bars show</source>
        <translation>縦棒の意味</translation>
    </message>
    <message>
        <source>recommended: 1 worker</source>
        <translation>推奨: ワーカー 1 個</translation>
    </message>
    <message>
        <source>recommended: {n} workers</source>
        <translation>推奨: ワーカー {n} 個</translation>
    </message>
</context>
<context>
    <name>TunePanel</name>
    <message>
        <source>Tune the worker count</source>
        <translation>ワーカー数の調整</translation>
    </message>
    <message>
        <source>Converts a sample of the chosen source with the options on the left, at 1, 2, … workers, into a temporary folder that is removed afterwards, and recommends how many workers to use.</source>
        <translation>選択したソースのサンプルを左のオプションで、ワーカー 1、2、… 個で一時フォルダーに変換し (一時フォルダーは後で削除)、使うべきワーカー数を勧めます。</translation>
    </message>
    <message>
        <source>What tuning does</source>
        <translation>調整の内容</translation>
    </message>
    <message>
        <source>Most workers to try</source>
        <translation>試すワーカー数の上限</translation>
    </message>
    <message>
        <source>Trials per worker count</source>
        <translation>ワーカー数ごとの試行回数</translation>
    </message>
    <message>
        <source>Images in the sample</source>
        <translation>サンプルの画像数</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>測定を実行</translation>
    </message>
    <message>
        <source>A run on this cluster uses all of its workers: the answer tells how many of them pay off for these images, and there is nothing to set here.</source>
        <translation>このクラスターでの変換はすべてのワーカーを使います: 答えは、これらの画像でワーカー何個までが速さに効くかを示すもので、ここで設定するものはありません。</translation>
    </message>
    <message>
        <source>Measuring again: the results varied too much to tell {counts} workers apart. Trial {i} of {n} is next.</source>
        <translation>もう一度測定します: 結果のばらつきが大きく、ワーカー {counts} 個のどれが速いか判断できません。次は試行 {i}/{n} です。</translation>
    </message>
    <message>
        <source>Run sweep cannot run now: {why}</source>
        <translation>今は「測定を実行」できません: {why}</translation>
    </message>
    <message>
        <source>Run the worker sweep</source>
        <translation>ワーカー数の測定を実行</translation>
    </message>
    <message>
        <source>The Workers option says {n}, the recommended count. Change it there to use another.</source>
        <translation>「ワーカー」オプションは推奨数の {n} 個になっています。別の数にするには、そこで変更してください。</translation>
    </message>
    <message>
        <source>Try 1 worker, 2 workers, … up to this many.</source>
        <translation>ワーカー 1 個、2 個、… とこの数まで試します。</translation>
    </message>
    <message>
        <source>Tune measures how many workers a run should use.</source>
        <translation>「調整」では、実行に使うワーカーの数を測定します。</translation>
    </message>
    <message>
        <source>With a Dask cluster under “Run on”, the sweep converts the sample on 1, 2, … of the cluster&apos;s workers, into a temporary folder beside the output folder, which every worker must see (it is removed afterwards).</source>
        <translation>「実行場所」が Dask クラスターなので、測定では、サンプルをクラスターのワーカー 1、2、… 個で、出力フォルダーの隣の一時フォルダーに変換します。このフォルダーはすべてのワーカーから見える必要があります (後で削除します)。</translation>
    </message>
    <message>
        <source>Workers set to {n}</source>
        <translation>ワーカー {n} 個に設定済み</translation>
    </message>
    <message>
        <source>the Dask cluster</source>
        <translation>Dask クラスター</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <source>“Run on” says local:{n}, the recommended count of Dask workers. Change it there to use another.</source>
        <translation>「実行場所」は Dask ワーカーの推奨数に合わせた local:{n} になっています。別の数にするには、そこで変更してください。</translation>
    </message>
    <message>
        <source>“Run on” set to local:{n}</source>
        <translation>「実行場所」を local:{n} に設定済み</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: nothing is converted, and a run on this computer checks and stores the files one after another, without workers. A sweep would measure the same thing at every worker count, so there is nothing to tune here. Choose JPEG, PNG or Raw pixels under “Format” to measure the workers (on a Dask cluster, Tune measures how many of its workers pay off).</source>
        <translation>「元のデータ」は各ファイルをそのまま保存します。何も変換せず、このコンピューターでの実行はワーカーを使わずにファイルを 1 つずつ確認して保存します。どのワーカー数でも同じものを測ることになるので、ここで調整するものはありません。ワーカーを測定するには「形式」で JPEG、PNG または生ピクセルを選んでください (Dask クラスターでは、ワーカーを何個使うと効果があるかを測定します)。</translation>
    </message>
    <message>
        <source>How often to measure each worker count. More trials give a surer answer; if they vary too much, extra trials are added.</source>
        <translation>ワーカー数ごとに測定する回数です。試行が多いほど確かな結果になります。ばらつきが大きすぎると、試行が追加されます。</translation>
    </message>
    <message>
        <source>How many of your images each trial converts, picked from every class and from small and large files. Auto: 200, or 10% of a large source.</source>
        <translation>1 回の試行で変換する画像の数です。すべてのクラスから、小さいファイルと大きいファイルを選びます。自動: 200 枚、大きなソースではその 10%。</translation>
    </message>
    <message>
        <source>Measure the speed with 1, 2, … workers</source>
        <translation>ワーカー 1 個、2 個、… で速度を測定します</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Cancel the worker sweep</source>
        <translation>ワーカー数の測定をキャンセル</translation>
    </message>
    <message>
        <source>Workers to try:</source>
        <translation>試すワーカー数:</translation>
    </message>
    <message>
        <source>1 to</source>
        <translation>1 から</translation>
    </message>
    <message>
        <source>Trials each:</source>
        <translation>試行回数:</translation>
    </message>
    <message>
        <source>Sample size:</source>
        <translation>サンプル数:</translation>
    </message>
    <message>
        <source>Choose a source, then Run sweep.</source>
        <translation>ソースを選んでから「測定を実行」を押してください。</translation>
    </message>
    <message>
        <source>Sweep status</source>
        <translation>測定の状態</translation>
    </message>
    <message>
        <source>Tune and the Dask cluster</source>
        <translation>調整と Dask クラスター</translation>
    </message>
    <message>
        <source>Why this worker count</source>
        <translation>このワーカー数の理由</translation>
    </message>
    <message>
        <source>Use recommended workers</source>
        <translation>推奨ワーカー数を使う</translation>
    </message>
    <message>
        <source>Use the recommended worker count</source>
        <translation>推奨ワーカー数を使う</translation>
    </message>
    <message>
        <source>Set the Workers option to the recommended count</source>
        <translation>「ワーカー」オプションを推奨数に設定します</translation>
    </message>
    <message>
        <source>Nothing to measure at “Original bytes”: see the note above.</source>
        <translation>「元のデータ」では測定するものがありません。上の説明をご覧ください。</translation>
    </message>
    <message>
        <source>Write the scheduler&apos;s address under “Run on”, then Run sweep.</source>
        <translation>「実行場所」にスケジューラーのアドレスを書いてから、「測定を実行」を押してください。</translation>
    </message>
    <message>
        <source>Press Run sweep to measure the speed with 1 worker.</source>
        <translation>「測定を実行」を押すと、ワーカー 1 個での速度を測定します。</translation>
    </message>
    <message>
        <source>Press Run sweep to measure the speed with 1 to {n} workers.</source>
        <translation>「測定を実行」を押すと、ワーカー 1～{n} 個での速度を測定します。</translation>
    </message>
    <message>
        <source>Sampling the source…</source>
        <translation>ソースからサンプルを選んでいます…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>Found {n} image; warming up, then measuring…</source>
        <translation>{n} 枚の画像が見つかりました。ウォームアップ後に測定します…</translation>
    </message>
    <message>
        <source>Found {n} images; warming up, then measuring…</source>
        <translation>{n} 枚の画像が見つかりました。ウォームアップ後に測定します…</translation>
    </message>
    <message>
        <source>The answer below was measured on {then}, and “Run on” now says {now}: run the sweep again to measure there.</source>
        <translation>下の答えは {then} で測ったもので、「実行場所」はいま {now} です: そこで測るには、もう一度「測定を実行」を押してください。</translation>
    </message>
    <message>
        <source>Trial {i} of {n}: {w} worker, {r} images/s</source>
        <translation>試行 {i}/{n}: ワーカー {w} 個、{r} 枚/秒</translation>
    </message>
    <message>
        <source>Trial {i} of {n}: {w} workers, {r} images/s</source>
        <translation>試行 {i}/{n}: ワーカー {w} 個、{r} 枚/秒</translation>
    </message>
    <message>
        <source>Trial {i} of {n}, an extra one to tell {counts} workers apart: {w} worker, {r} images/s. Their speeds overlapped too much to tell which is faster, so they are measured again (for at most a minute).</source>
        <translation>試行 {i}/{n} (ワーカー {counts} 個を見分けるための追加の試行): ワーカー {w} 個、{r} 枚/秒。速度の範囲が重なり、どちらが速いか判断できないため、もう一度測定しています (最大 1 分間)。</translation>
    </message>
    <message>
        <source>Trial {i} of {n}, an extra one to tell {counts} workers apart: {w} workers, {r} images/s. Their speeds overlapped too much to tell which is faster, so they are measured again (for at most a minute).</source>
        <translation>試行 {i}/{n} (ワーカー {counts} 個を見分けるための追加の試行): ワーカー {w} 個、{r} 枚/秒。速度の範囲が重なり、どちらが速いか判断できないため、もう一度測定しています (最大 1 分間)。</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;{n} worker&lt;/b&gt;, about {r} images/s; the whole source would take {t}.&lt;br&gt;{why}</source>
        <translation>推奨: &lt;b&gt;ワーカー {n} 個&lt;/b&gt;、約 {r} 枚/秒。ソース全体の変換には{t}かかります。&lt;br&gt;{why}</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;{n} workers&lt;/b&gt;, about {r} images/s; the whole source would take {t}.&lt;br&gt;{why}</source>
        <translation>推奨: &lt;b&gt;ワーカー {n} 個&lt;/b&gt;、約 {r} 枚/秒。ソース全体の変換には{t}かかります。&lt;br&gt;{why}</translation>
    </message>
    <message>
        <source>less than a second</source>
        <translation>1 秒未満</translation>
    </message>
    <message>
        <source>about {d}</source>
        <translation>約 {d}</translation>
    </message>
    <message>
        <source>Use 1 worker</source>
        <translation>ワーカー 1 個を使う</translation>
    </message>
    <message>
        <source>Use {n} workers</source>
        <translation>ワーカー {n} 個を使う</translation>
    </message>
    <message>
        <source>Sweep finished: {n} trials, {k} of them extra to tell {counts} workers apart.</source>
        <translation>測定完了: {n} 回の試行 (そのうち {k} 回は、ワーカー {counts} 個を見分けるための追加の試行)。</translation>
    </message>
    <message>
        <source>Sweep finished: {n} trial.</source>
        <translation>測定完了: {n} 回の試行。</translation>
    </message>
    <message>
        <source>Sweep finished: {n} trials.</source>
        <translation>測定完了: {n} 回の試行。</translation>
    </message>
    <message>
        <source>Sweep cancelled.</source>
        <translation>測定をキャンセルしました。</translation>
    </message>
    <message>
        <source>exit code {c}</source>
        <translation>終了コード {c}</translation>
    </message>
    <message>
        <source>The sweep failed: {m}</source>
        <translation>測定に失敗しました: {m}</translation>
    </message>
</context>
<context>
    <name>Unpack</name>
    <message>
        <source>1 file</source>
        <translation>1 個のファイル</translation>
    </message>
    <message>
        <source>Asks first, then removes the half-unpacked folder (nothing else) and unpacks the archive into it afresh.</source>
        <translation>確認してから、途中まで展開されたフォルダーを削除し (ほかには何も削除しません)、そこへアーカイブを最初から展開し直します。</translation>
    </message>
    <message>
        <source>Choose another source?</source>
        <translation>別のソースを選びますか?</translation>
    </message>
    <message>
        <source>Choosing another source stops the unpacking and removes the folder it is unpacking into, {folder} (nothing else). Choose the archive again later to unpack it from the start.</source>
        <translation>別のソースを選ぶと展開は中止され、展開先のフォルダー {folder} が削除されます (ほかには何も削除しません)。後でもう一度アーカイブを選ぶと、最初から展開できます。</translation>
    </message>
    <message>
        <source>It grows {times} times when unpacked: check that it is the export you expect.</source>
        <translation>展開すると {times} 倍の大きさになります。想定どおりのエクスポートか確認してください。</translation>
    </message>
    <message>
        <source>It holds another archive, {names}: once this one is unpacked, choose that one with File… to unpack it too.</source>
        <translation>中に別のアーカイブ {names} があります。このアーカイブを展開したら、「ファイル…」でそれを選んで展開してください。</translation>
    </message>
    <message>
        <source>It holds {held} of the archive&apos;s files ({total} in all), written by this app when an unpacking was cut off (the app was closed or the computer stopped). {folder} is removed (nothing else), then the archive is unpacked into it again.</source>
        <translation>アーカイブの {total}のうち {held} 個が入っています。展開が途中で断たれたとき (アプリが終了したか、コンピューターが止まったとき) にこのアプリが書き出したものです。{folder} を削除し (ほかには何も削除しません)、そこへアーカイブを展開し直します。</translation>
    </message>
    <message>
        <source>It holds {n} other archives ({names}): once this one is unpacked, choose each with File… to unpack it too.</source>
        <translation>中に別のアーカイブが {n} 個あります ({names})。このアーカイブを展開したら、「ファイル…」でそれぞれを選んで展開してください。</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>残す</translation>
    </message>
    <message>
        <source>Keep unpacking</source>
        <translation>展開を続ける</translation>
    </message>
    <message>
        <source>Quitting stops it and removes the folder it is unpacking into, {folder} (nothing else). Choose the archive again later to unpack it from the start.</source>
        <translation>終了すると展開は中止され、展開先のフォルダー {folder} が削除されます (ほかには何も削除しません)。後でもう一度アーカイブを選ぶと、最初から展開できます。</translation>
    </message>
    <message>
        <source>Read “{folder}”, unpacked before</source>
        <translation>以前に展開した「{folder}」を読み込む</translation>
    </message>
    <message>
        <source>Reading what the archive holds…</source>
        <translation>アーカイブの中身を確認しています…</translation>
    </message>
    <message>
        <source>Reads the folder this archive was unpacked into before; nothing is written.</source>
        <translation>このアーカイブを以前に展開したフォルダーを読み込みます。何も書き込みません。</translation>
    </message>
    <message>
        <source>Remove and unpack</source>
        <translation>削除して展開</translation>
    </message>
    <message>
        <source>Remove the half-unpacked folder?</source>
        <translation>途中まで展開されたフォルダーを削除しますか?</translation>
    </message>
    <message>
        <source>Remove “{folder}” and unpack</source>
        <translation>「{folder}」を削除して展開</translation>
    </message>
    <message>
        <source>Remove “{name}”, left half unpacked from “{archive}”, and unpack the archive into it afresh?</source>
        <translation>「{archive}」から途中まで展開された「{name}」を削除し、そこへアーカイブを展開し直しますか?</translation>
    </message>
    <message>
        <source>Stop and remove</source>
        <translation>中止して削除</translation>
    </message>
    <message>
        <source>Stop unpacking</source>
        <translation>展開を中止</translation>
    </message>
    <message>
        <source>Stopped before anything was written or removed.</source>
        <translation>何も書き込み・削除しないうちに中止しました。</translation>
    </message>
    <message>
        <source>Stopped. The folder it was unpacking into, {folder}, was removed; nothing else was.</source>
        <translation>中止しました。展開先のフォルダー {folder} を削除しました。ほかには何も削除していません。</translation>
    </message>
    <message>
        <source>Stops, and removes the folder being unpacked into (nothing else).</source>
        <translation>中止して、展開中のフォルダーを削除します (ほかには何も削除しません)。</translation>
    </message>
    <message>
        <source>The archive holds {name}, which would be written outside its folder. Unpack it with your archive tool, and check what it holds.</source>
        <translation>アーカイブに {name} が含まれており、展開先のフォルダーの外に書き込まれてしまいます。お使いのアーカイブツールで展開し、中身を確認してください。</translation>
    </message>
    <message>
        <source>Unpack into “{folder}”</source>
        <translation>「{folder}」に展開</translation>
    </message>
    <message>
        <source>Unpack it again</source>
        <translation>もう一度展開</translation>
    </message>
    <message>
        <source>Unpack the archive</source>
        <translation>アーカイブを展開</translation>
    </message>
    <message>
        <source>Unpacking</source>
        <translation>展開中</translation>
    </message>
    <message>
        <source>Unpacking into {folder}…</source>
        <translation>{folder} に展開しています…</translation>
    </message>
    <message>
        <source>Writes the archive&apos;s files into a new folder beside it, then reads that folder. Nothing is written over.</source>
        <translation>アーカイブのファイルを横の新しいフォルダーに書き出し、そのフォルダーを読み込みます。既存のものは上書きしません。</translation>
    </message>
    <message>
        <source>Writes the archive&apos;s files into another new folder beside it; the folder unpacked before is left as it is.</source>
        <translation>アーカイブのファイルを横の別の新しいフォルダーに書き出します。以前に展開したフォルダーはそのまま残します。</translation>
    </message>
    <message>
        <source>{files}, {size} once unpacked (the archive is {packed}), into {folder}; {free} free there.</source>
        <translation>{files}、展開後 {size} (アーカイブは {packed})、展開先 {folder}。そこの空きは {free} です。</translation>
    </message>
    <message>
        <source>{folder} could not be removed completely (another program, such as an antivirus, may be holding a file in it). Remove it yourself.</source>
        <translation>{folder} を完全には削除できませんでした (ウイルス対策ソフトなど別のプログラムが中のファイルを開いている可能性があります)。手動で削除してください。</translation>
    </message>
    <message>
        <source>{files}, {size} once unpacked (the archive is {packed}): into {folder}, once the half unpacking in it is removed, or into a new folder, {new}; {free} free there.</source>
        <translation>{files}、展開後 {size} (アーカイブは {packed})、展開先は {folder} (途中まで展開されたものを削除してから) か、新しいフォルダー {new}。そこの空きは {free} です。</translation>
    </message>
    <message>
        <source>{folder} has changed since it was checked (files were added to it, or it is being written), so it was left as it is.</source>
        <translation>{folder} は確認した後で変更されたため (ファイルが追加されたか、書き込み中です)、そのまま残しました。</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} 個のファイル</translation>
    </message>
    <message>
        <source>{path} has changed since it was checked (replaced or written again), so {folder} was left as it is. Choose the archive again.</source>
        <translation>{path} は確認した後で変更されたため (置き換えられたか、書き直されました)、{folder} はそのまま残しました。アーカイブをもう一度選んでください。</translation>
    </message>
    <message>
        <source>{path}: cannot read the archive ({detail}). Download it again, or unpack it with your archive tool.</source>
        <translation>{path}: アーカイブを読み込めません ({detail})。もう一度ダウンロードするか、お使いのアーカイブツールで展開してください。</translation>
    </message>
    <message>
        <source>{path}: the ZIP archive is incomplete or damaged (its list of files is missing, as when a download stops early). Download it again.</source>
        <translation>{path}: ZIP アーカイブが不完全か壊れています (ダウンロードが途中で止まったときのように、ファイルの一覧がありません)。もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <source>{path}: the archive holds {entry} twice (or a file and a folder of that name), so it is not unpacked. Unpack it with your archive tool, which asks which one to keep.</source>
        <translation>{path}: アーカイブに {entry} が 2 つあるため (または同じ名前のファイルとフォルダーがあるため)、展開しません。どちらを残すか確認してくれるアーカイブツールで展開してください。</translation>
    </message>
    <message>
        <source>{path}: the archive is protected by a password. Unpack it with your archive tool.</source>
        <translation>{path}: アーカイブはパスワードで保護されています。お使いのアーカイブツールで展開してください。</translation>
    </message>
    <message>
        <source>{path}: this is an archive, not a folder of images. Unpack it here (below), or yourself (on Windows: right-click it → Extract All; on a Mac: double-click it) and choose the folder it unpacks to.</source>
        <translation>{path}: これはアーカイブで、画像のフォルダーではありません。ここで (下のボタンで) 展開するか、自分で展開して (Windows では右クリック →「すべて展開」、Mac ではダブルクリック)、展開されたフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>{path}: unpacked, it needs {needed}, and the disk has {free} free. Make room, or unpack it on another disk.</source>
        <translation>{path}: 展開には {needed} が必要ですが、ディスクの空きは {free} です。空きを作るか、別のディスクで展開してください。</translation>
    </message>
    <message>
        <source>{path}: unpacking stopped ({detail}); nothing was kept. Download it again, or unpack it with your archive tool.</source>
        <translation>{path}: 展開が途中で止まりました ({detail})。何も残していません。もう一度ダウンロードするか、お使いのアーカイブツールで展開してください。</translation>
    </message>
    <message>
        <source>{path}: unpacking stopped at {entry} ({detail}); nothing was kept. Download it again, or unpack it with your archive tool.</source>
        <translation>{path}: {entry} で展開が止まりました ({detail})。何も残していません。もう一度ダウンロードするか、お使いのアーカイブツールで展開してください。</translation>
    </message>
    <message>
        <source>“{archive}” is still being unpacked ({percent}% done).</source>
        <translation>「{archive}」はまだ展開中です ({percent}% 完了)。</translation>
    </message>
    <message>
        <source>“{archive}” is still being unpacked ({percent}% done). Stop it and remove the half-unpacked folder “{name}”?</source>
        <translation>「{archive}」はまだ展開中です ({percent}% 完了)。展開を中止して、途中まで展開されたフォルダー「{name}」を削除しますか?</translation>
    </message>
    <message>
        <source>“{folder}” beside it already holds all of its files: it was unpacked there before.</source>
        <translation>横の「{folder}」にはすでにすべてのファイルがあります。以前にそこへ展開されています。</translation>
    </message>
    <message>
        <source>“{folder}” beside it holds files of the same names and sizes, but older than this archive (from an earlier download of it?); it is left as it is, and this one unpacks into a new folder.</source>
        <translation>横の「{folder}」には同じ名前と大きさのファイルがありますが、このアーカイブより古いものです (以前にダウンロードしたものから展開した可能性があります)。そのまま残し、このアーカイブは新しいフォルダーに展開します。</translation>
    </message>
    <message>
        <source>“{folder}” beside it holds only {held} of its files (an unpacking that stopped, or files removed since); it is left as it is.</source>
        <translation>横の「{folder}」にはそのうち {held} 個のファイルしかありません (途中で止まった展開か、その後ファイルが削除されたもの)。そのまま残します。</translation>
    </message>
    <message>
        <source>“{folder}” beside it is what an unpacking of this archive left when it was cut off (the app was closed or the computer stopped): {held} of its files.</source>
        <translation>横の「{folder}」は、このアーカイブの展開が途中で断たれたとき (アプリが終了したか、コンピューターが止まったとき) に残ったもので、そのうち {held} 個のファイルが入っています。</translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>User guide</source>
        <translation>ユーザーガイド</translation>
    </message>
    <message>
        <source>User guide text</source>
        <translation>ユーザーガイドの本文</translation>
    </message>
    <message>
        <source>The user guide was not found at {p}. Reinstalling TFRecord Studio brings it back.</source>
        <translation>ユーザーガイドが {p} に見つかりませんでした。TFRecord Studio を再インストールすると元に戻ります。</translation>
    </message>
</context>
<context>
    <name>WorkerChart</name>
    <message>
        <source>&lt;b&gt;Checking and storing the files takes most of the time&lt;/b&gt;: the cluster&apos;s workers are busy and the writer waits for them; more cluster workers (or jobs) would help.</source>
        <translation>&lt;b&gt;ファイルの確認と保存に最も時間がかかっています&lt;/b&gt;: クラスターのワーカーが手いっぱいで、書き込み処理が待っています。クラスターのワーカー (またはジョブ) を増やすと速くなります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reading and checking the files takes most of the time&lt;/b&gt;: “Original bytes” converts nothing: the files are checked and stored one after another, so there are no workers to add. What would help: the images on a faster or local disk.</source>
        <translation>&lt;b&gt;ファイルの読み込みと確認に最も時間がかかっています&lt;/b&gt;: 「元のデータ」は何も変換せず、ファイルを 1 つずつ順に確認して保存するので、増やせるワーカーはありません。効果があるのは、画像をより速いディスクかローカルディスクに置くことです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Waiting for the source files takes most of the time&lt;/b&gt;: slow or network storage is the limit. Copy the images to a local disk.</source>
        <translation>&lt;b&gt;ソースファイルの待ち時間が最も長くなっています&lt;/b&gt;: 低速またはネットワーク上のストレージが上限です。画像をローカルディスクにコピーしてください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Writing the output files takes most of the time&lt;/b&gt;: the disk or the compression is the limit.</source>
        <translation>&lt;b&gt;出力ファイルの書き込みに最も時間がかかっています&lt;/b&gt;: ディスクか圧縮が上限です。</translation>
    </message>
    <message>
        <source>Activity (busy %): no workers, the files stored one by one</source>
        <translation>稼働状況 (稼働率 %): ワーカーなし、ファイルを 1 つずつ保存</translation>
    </message>
    <message>
        <source>Activity when storing ended (busy %): no workers</source>
        <translation>保存が終わったときの稼働状況 (稼働率 %): ワーカーなし</translation>
    </message>
    <message>
        <source>The Dask workers of the bars, as the scheduler&apos;s dashboard lists them:</source>
        <translation>各バーの Dask ワーカー (スケジューラーのダッシュボードでの表示):</translation>
    </message>
    <message>
        <source>files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>reading and checking files {w}% of the time, writing {k}%</source>
        <translation>ファイルの読み込みと確認 {w}%、書き込み {k}%</translation>
    </message>
    <message>
        <source>{name} · thread {i}/{n}</source>
        <translation>{name} · スレッド {i}/{n}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Convert image folders to TFRecord datasets.</source>
        <extracomment>--help&apos;s last lines: which exit codes --headless gives (the engine&apos;s, and its own when an archive is not unpacked: it said &quot;the engine&apos;s exit code&quot; of those too).</extracomment>
        <translation>画像フォルダーを TFRecord データセットに変換します。</translation>
    </message>
</context>
</TS>
