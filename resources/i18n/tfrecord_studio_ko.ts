<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>About</name>
    <message>
        <source>the licence text</source>
        <translation>라이선스 전문</translation>
    </message>
    <message>
        <source>Built with {qt} {pyside} (Qt {qtv}), {pyqtgraph}, {pillow} and {numpy}; Python {python} on {platform}.</source>
        <translation>{qt} {pyside} (Qt {qtv}), {pyqtgraph}, {pillow}, {numpy}로 만들었습니다. {platform}의 Python {python}에서 실행 중입니다.</translation>
    </message>
    <message>
        <source>Turns labelled image folders into sharded TFRecord datasets that load unchanged in tf.data, TF Model Garden and DALI.</source>
        <translation>라벨이 있는 이미지 폴더를 tf.data, TF Model Garden, DALI에서 그대로 불러올 수 있는 샤드로 나뉜 TFRecord 데이터셋으로 변환합니다.</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>라이선스: {licence}</translation>
    </message>
    <message>
        <source>TFRecord files are read with {tfdata}.</source>
        <translation>TFRecord 파일은 {tfdata}로 읽습니다.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>정보</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt 정보</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Start and cancel</source>
        <translation>시작과 취소</translation>
    </message>
    <message>
        <source>Interrupted run in the output folder</source>
        <translation>출력 폴더의 중단된 실행</translation>
    </message>
    <message>
        <source>What the interrupted run did</source>
        <translation>중단된 실행의 내용</translation>
    </message>
    <message>
        <source>Options that differ from the interrupted run</source>
        <translation>중단된 실행과 다른 옵션</translation>
    </message>
    <message>
        <source>Use the interrupted run&apos;s options</source>
        <translation>중단된 실행의 옵션 사용</translation>
    </message>
    <message>
        <source>Put the options of the interrupted run into the form, so Resume can finish it</source>
        <translation>중단된 실행의 옵션을 양식에 넣어 “재개”로 마칠 수 있게 합니다</translation>
    </message>
    <message>
        <source>Why Start is disabled</source>
        <translation>시작할 수 없는 이유</translation>
    </message>
    <message>
        <source>Cancel conversion</source>
        <translation>변환 취소</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Stop the conversion; everything converted so far is kept, and Resume finishes the rest later (Esc asks first)</source>
        <translation>변환을 멈춥니다. 지금까지 변환한 것은 모두 남고, 나중에 &apos;재개&apos;로 나머지를 마칠 수 있습니다 (Esc는 먼저 묻고 멈춤)</translation>
    </message>
    <message>
        <source>Start conversion</source>
        <translation>변환 시작</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>재개(&amp;S)</translation>
    </message>
    <message>
        <source>Resume the interrupted run</source>
        <translation>중단된 실행 재개</translation>
    </message>
    <message>
        <source>“{field}”: {problem}. See the note under “{field}” in the options.</source>
        <translation>“{field}”: {problem}. 자세한 내용은 옵션의 “{field}” 아래 설명을 보세요.</translation>
    </message>
    <message>
        <source>Check the annotations again</source>
        <translation>주석 다시 확인</translation>
    </message>
    <message>
        <source>Read the source&apos;s annotation files again, after putting them back as they were</source>
        <translation>주석 파일을 원래대로 되돌린 뒤 다시 읽습니다</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <source>Convert the images to TFRecord files (Ctrl+Enter)</source>
        <translation>이미지를 TFRecord 파일로 변환합니다 (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Finish the interrupted run: only the missing files are written (Ctrl+Enter)</source>
        <translation>중단된 실행을 마칩니다. 빠진 파일만 씁니다 (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>The source cannot be converted as it is: see the note under “{heading}”.</source>
        <translation>이 소스는 이대로는 변환할 수 없습니다. “{heading}” 아래 설명을 보세요.</translation>
    </message>
    <message>
        <source>Checking the kept file of the interrupted run…&#xa0;{pct}%</source>
        <translation>중단된 변환에서 남길 파일을 확인하는 중…&#xa0;{pct}%</translation>
    </message>
    <message>
        <source>Checking the {total} kept files of the interrupted run…&#xa0;{pct}%</source>
        <translation>중단된 변환에서 남길 파일 {total}개를 확인하는 중…&#xa0;{pct}%</translation>
    </message>
    <message>
        <source>Checking whether images were added to or removed from the source since the run began: {n} of its {total} shard checked…</source>
        <translation>실행이 시작된 뒤 소스에 이미지가 추가되거나 삭제되었는지 확인하는 중: 샤드 {total}개 중 {n}개 확인함…</translation>
    </message>
    <message>
        <source>Checking whether images were added to or removed from the source since the run began: {n} of its {total} shards checked…</source>
        <translation>실행이 시작된 뒤 소스에 이미지가 추가되거나 삭제되었는지 확인하는 중: 샤드 {total}개 중 {n}개 확인함…</translation>
    </message>
    <message>
        <source>Finish the interrupted run: only the missing files are written</source>
        <translation>중단된 실행을 마칩니다. 빠진 파일만 씁니다</translation>
    </message>
    <message>
        <source>Delete the interrupted run&apos;s files (after asking) and convert everything again</source>
        <translation>중단된 실행의 파일을 (확인 후) 지우고 모두 다시 변환합니다</translation>
    </message>
    <message>
        <source>{w} of {p} file is already written and {s} skipped; {r} still to convert.</source>
        <translation>파일 {p}개 중 {w}개는 이미 기록했고 {s}개는 건너뛰었으며 {r}개 남았습니다.</translation>
    </message>
    <message>
        <source>{w} of {p} files is already written and {s} skipped; {r} still to convert.</source>
        <translation>파일 {p}개 중 {w}개는 이미 기록했고 {s}개는 건너뛰었으며 {r}개 남았습니다.</translation>
    </message>
    <message>
        <source>{w} of {p} files are already written and {s} skipped; {r} still to convert.</source>
        <translation>파일 {p}개 중 {w}개는 이미 기록했고 {s}개는 건너뛰었으며 {r}개 남았습니다.</translation>
    </message>
    <message>
        <source>{d} of {p} file is already done; {r} still to convert.</source>
        <translation>파일 {p}개 중 {d}개는 이미 끝났고 {r}개 남았습니다.</translation>
    </message>
    <message>
        <source>{d} of {p} files is already done; {r} still to convert.</source>
        <translation>파일 {p}개 중 {d}개는 이미 끝났고 {r}개 남았습니다.</translation>
    </message>
    <message>
        <source>{d} of {p} files are already done; {r} still to convert.</source>
        <translation>파일 {p}개 중 {d}개는 이미 끝났고 {r}개 남았습니다.</translation>
    </message>
    <message>
        <source>{d} image in {k} complete shard is already done.</source>
        <translation>완성된 샤드 {k}개의 이미지 {d}장은 이미 끝났습니다.</translation>
    </message>
    <message>
        <source>{d} image in {k} complete shards is already done.</source>
        <translation>완성된 샤드 {k}개의 이미지 {d}장은 이미 끝났습니다.</translation>
    </message>
    <message>
        <source>was cancelled</source>
        <translation>취소되었습니다</translation>
    </message>
    <message>
        <source>stopped with an error</source>
        <translation>오류로 멈췄습니다</translation>
    </message>
    <message>
        <source>was interrupted</source>
        <translation>중단되었습니다</translation>
    </message>
    <message>
        <source>Delete the interrupted run&apos;s files (after asking) and convert everything again (Ctrl+Enter)</source>
        <translation>중단된 실행의 파일을 (확인 후) 지우고 모두 다시 변환합니다 (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Press Resume to finish it.</source>
        <translation>“재개”를 누르면 마칠 수 있습니다.</translation>
    </message>
    <message>
        <source>Resume also keeps the options it was started with that the form does not show: {o}.</source>
        <translation>“재개”는 양식에 보이지 않는, 실행을 시작할 때의 옵션도 그대로 씁니다: {o}.</translation>
    </message>
    <message>
        <source>It was started by TFRecord Studio {theirs}, which writes its records as other bytes than this version ({ours}), and one dataset must not mix them: finish it with TFRecord Studio {theirs}, or press Start over to convert every image again.</source>
        <translation>TFRecord Studio {theirs}에서 시작된 변환입니다. 이 버전({ours})과는 레코드를 다른 바이트로 저장하므로 한 데이터셋에 섞을 수 없습니다. TFRecord Studio {theirs}에서 마치거나, “처음부터 다시”를 눌러 모든 이미지를 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Start over…</source>
        <translation>처음부터 다시…</translation>
    </message>
    <message>
        <source>The conversion into the output folder “{folder}” {why}.</source>
        <translation>출력 폴더 “{folder}”에 쓰던 변환이 {why}.</translation>
    </message>
    <message>
        <source>{f}: {mine} here, {theirs} in the interrupted run</source>
        <translation>{f}: 여기서는 {mine}, 중단된 실행에서는 {theirs}</translation>
    </message>
    <message>
        <source>The interrupted run recorded options this version of TFRecord Studio cannot use ({o}: a newer version&apos;s, or a damaged record): finish it with the version that started it, or press Start over.</source>
        <translation>중단된 실행은 이 버전의 TFRecord Studio가 쓸 수 없는 옵션({o}: 새 버전의 옵션이거나 손상된 기록)을 기록했습니다. 실행을 시작한 버전으로 마치거나 “처음부터 다시”를 누르세요.</translation>
    </message>
    <message>
        <source>Check the source again</source>
        <translation>소스 다시 확인</translation>
    </message>
    <message>
        <source>added: {files}</source>
        <translation>추가됨: {files}</translation>
    </message>
    <message>
        <source>removed: {files}</source>
        <translation>삭제됨: {files}</translation>
    </message>
    <message>
        <source>Images changed in the source since the run set out to convert them ({what}), so Resume cannot finish it. Press Start over to convert them all, or put the source back as it was.</source>
        <translation>실행이 변환을 시작한 뒤 소스의 이미지가 바뀌어서({what}) “재개”로는 마칠 수 없습니다. “처음부터 다시”를 눌러 모두 변환하거나 소스를 원래대로 되돌리세요.</translation>
    </message>
    <message>
        <source>Checking whether images were added to or removed from the source since the run began…</source>
        <translation>실행이 시작된 뒤 소스에 이미지가 추가되거나 삭제되었는지 확인하는 중…</translation>
    </message>
    <message>
        <source>{w} of {p} image is already written and {s} skipped; {r} still to convert.</source>
        <translation>이미지 {p}장 중 {w}장은 이미 기록했고 {s}장은 건너뛰었으며 {r}장 남았습니다.</translation>
    </message>
    <message>
        <source>{w} of {p} images is already written and {s} skipped; {r} still to convert.</source>
        <translation>이미지 {p}장 중 {w}장은 이미 기록했고 {s}장은 건너뛰었으며 {r}장 남았습니다.</translation>
    </message>
    <message>
        <source>{w} of {p} images are already written and {s} skipped; {r} still to convert.</source>
        <translation>이미지 {p}장 중 {w}장은 이미 기록했고 {s}장은 건너뛰었으며 {r}장 남았습니다.</translation>
    </message>
    <message>
        <source>{d} of {p} image is already done; {r} still to convert.</source>
        <translation>이미지 {p}장 중 {d}장은 이미 끝났고 {r}장 남았습니다.</translation>
    </message>
    <message>
        <source>{d} of {p} images is already done; {r} still to convert.</source>
        <translation>이미지 {p}장 중 {d}장은 이미 끝났고 {r}장 남았습니다.</translation>
    </message>
    <message>
        <source>{d} of {p} images are already done; {r} still to convert.</source>
        <translation>이미지 {p}장 중 {d}장은 이미 끝났고 {r}장 남았습니다.</translation>
    </message>
    <message>
        <source>{d} images in {k} complete shard are already done.</source>
        <translation>완성된 샤드 {k}개의 이미지 {d}장은 이미 끝났습니다.</translation>
    </message>
    <message>
        <source>{d} images in {k} complete shards are already done.</source>
        <translation>완성된 샤드 {k}개의 이미지 {d}장은 이미 끝났습니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} are already in a shard the run did not finish: Resume keeps those that read back whole and converts the rest.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 들어 있습니다. “재개”는 그중 온전히 다시 읽히는 것은 남기고 나머지를 변환합니다.</translation>
    </message>
    <message>
        <source>It was started by TFRecord Studio {theirs}, which took other files into records than this version ({ours}): {rule} Its finished shards include one of them: {file}. One dataset must not take its records by two rules: finish it with TFRecord Studio {theirs}, or press Start over to convert every image again.</source>
        <translation>TFRecord Studio {theirs}에서 시작된 변환입니다. 이 버전({ours})과는 어떤 파일을 레코드로 만들지 정하는 기준이 다릅니다. {rule} 완성된 샤드에도 그런 파일이 있습니다: {file}. 한 데이터셋의 레코드를 두 가지 기준으로 고를 수는 없습니다. TFRecord Studio {theirs}에서 마치거나, “처음부터 다시”를 눌러 모든 이미지를 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Its journal (the hidden file {journal}), which says which of its shards are complete, is missing, so Resume cannot keep any of them: press Start over to convert every image again.</source>
        <translation>변환 기록(저널, 숨김 파일 {journal})이 없습니다. 어느 샤드가 완성되었는지는 이 기록에만 적혀 있으므로 “재개”로는 샤드를 하나도 남길 수 없습니다. “처음부터 다시”를 눌러 모든 이미지를 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Of the images already written, {n} are in the shard the run did not finish: Resume keeps them and continues that shard.</source>
        <translation>이미 기록한 이미지 중 {n}장은 끝나지 않은 샤드에 들어 있습니다. “재개”는 이를 남기고 그 샤드를 이어서 변환합니다.</translation>
    </message>
    <message>
        <source>Of the images already written, {n} are in the shard the run did not finish: press Resume to keep them and finish the run from that shard.</source>
        <translation>이미 기록한 이미지 중 {n}장은 끝나지 않은 샤드에 들어 있으며, “재개”를 누르면 이를 남기고 그 샤드부터 이어서 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Of the images already written, {n} is in the shard the run did not finish: Resume keeps it and continues that shard.</source>
        <translation>이미 기록한 이미지 중 {n}장은 끝나지 않은 샤드에 들어 있습니다. “재개”는 이를 남기고 그 샤드를 이어서 변환합니다.</translation>
    </message>
    <message>
        <source>Of the images already written, {n} is in the shard the run did not finish: press Resume to keep it and finish the run from that shard.</source>
        <translation>이미 기록한 이미지 중 {n}장은 끝나지 않은 샤드에 들어 있으며, “재개”를 누르면 이를 남기고 그 샤드부터 이어서 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; TFRecord Studio {version} started the run, and an unfinished shard of another version is not kept, so Resume converts it again and finishes the run.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. 이 변환은 TFRecord Studio {version} 버전으로 시작되었고, 다른 버전의 미완성 샤드는 남지 않으므로 “재개”를 누르면 이를 다시 변환하고 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; TFRecord Studio {version} started the run, and an unfinished shard of another version is not kept, so Resume converts it again.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. 이 변환은 TFRecord Studio {version} 버전으로 시작되었고, 다른 버전의 미완성 샤드는 남지 않으므로 “재개”를 누르면 다시 변환합니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; TFRecord Studio {version} started the run, and an unfinished shard of another version is not kept, so Resume converts them again and finishes the run.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. 이 변환은 TFRecord Studio {version} 버전으로 시작되었고, 다른 버전의 미완성 샤드는 남지 않으므로 “재개”를 누르면 이를 다시 변환하고 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; TFRecord Studio {version} started the run, and an unfinished shard of another version is not kept, so Resume converts them again.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. 이 변환은 TFRecord Studio {version} 버전으로 시작되었고, 다른 버전의 미완성 샤드는 남지 않으므로 “재개”를 누르면 다시 변환합니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; a shard is kept only when it is complete, so Resume converts it again and finishes the run.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. 샤드는 완성된 것만 남으므로 “재개”를 누르면 이를 다시 변환하고 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; a shard is kept only when it is complete, so Resume converts it again.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. 샤드는 완성된 것만 남으므로 “재개”를 누르면 다시 변환합니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; a shard is kept only when it is complete, so Resume converts them again and finishes the run.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. 샤드는 완성된 것만 남으므로 “재개”를 누르면 이를 다시 변환하고 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; a shard is kept only when it is complete, so Resume converts them again.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. 샤드는 완성된 것만 남으므로 “재개”를 누르면 다시 변환합니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; the run was stopped without Cancel, and then an unfinished shard of annotated images is not kept, so Resume converts it again and finishes the run.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. “취소” 없이 멈춘 변환에서는 주석이 있는 이미지의 미완성 샤드는 남지 않으므로 “재개”를 누르면 이를 다시 변환하고 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; the run was stopped without Cancel, and then an unfinished shard of annotated images is not kept, so Resume converts it again.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. “취소” 없이 멈춘 변환에서는 주석이 있는 이미지의 미완성 샤드는 남지 않으므로 “재개”를 누르면 다시 변환합니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; the run was stopped without Cancel, and then an unfinished shard of annotated images is not kept, so Resume converts them again and finishes the run.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. “취소” 없이 멈춘 변환에서는 주석이 있는 이미지의 미완성 샤드는 남지 않으므로 “재개”를 누르면 이를 다시 변환하고 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} had been converted into a shard the run did not finish; the run was stopped without Cancel, and then an unfinished shard of annotated images is not kept, so Resume converts them again.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 변환되어 있었습니다. “취소” 없이 멈춘 변환에서는 주석이 있는 이미지의 미완성 샤드는 남지 않으므로 “재개”를 누르면 다시 변환합니다.</translation>
    </message>
    <message>
        <source>Of those still to convert, {n} is already in a shard the run did not finish: Resume keeps it if it reads back whole.</source>
        <translation>남은 것 중 {n}장은 끝나지 않은 샤드에 이미 들어 있습니다. “재개”는 온전히 다시 읽히면 그것을 남깁니다.</translation>
    </message>
    <message>
        <source>another class or split now: {files}</source>
        <translation>클래스나 분할이 바뀐 이미지: {files}</translation>
    </message>
    <message>
        <source>{k} finished shard file is missing or damaged and will be written again: {files}.</source>
        <translation>완성된 샤드 파일 {k}개가 없거나 손상되어 다시 씁니다: {files}.</translation>
    </message>
    <message>
        <source>{k} finished shard files are missing or damaged and will be written again: {files}.</source>
        <translation>완성된 샤드 파일 {k}개가 없거나 손상되어 다시 씁니다: {files}.</translation>
    </message>
    <message>
        <source>{k} shard on disk will be converted again, because images in it changed after they were converted: {files}.</source>
        <translation>디스크의 샤드 {k}개는 변환한 뒤 그 안의 이미지가 바뀌어서 다시 변환합니다: {files}.</translation>
    </message>
    <message>
        <source>{k} shards on disk will be converted again, because images in them changed after they were converted: {files}.</source>
        <translation>디스크의 샤드 {k}개는 변환한 뒤 그 안의 이미지가 바뀌어서 다시 변환합니다: {files}.</translation>
    </message>
    <message>
        <source>{n} file in its finished shards could not be read ({file}), so whether this version takes it into records as TFRecord Studio {theirs} did is not known: Resume keeps it as that run converted or skipped it.</source>
        <translation>완성된 샤드의 파일 중 {n}개({file})를 읽을 수 없었습니다. 그래서 이 버전이 TFRecord Studio {theirs}의 판단과 같게 그 파일을 레코드로 만드는지는 알 수 없습니다. “재개”는 그 파일을 중단된 변환에서 처리된 그대로(변환 또는 건너뜀) 둡니다.</translation>
    </message>
    <message>
        <source>The source lists {n} image now, and the run set out to convert {p}: images were added or removed since, so Resume cannot finish it. Press Start over to convert them all, or put the source back as it was.</source>
        <translation>소스에는 지금 이미지가 {n}장 있지만, 이 변환은 {p}장을 변환할 예정이었습니다. 그 뒤에 이미지가 추가되거나 삭제되어 “재개”로는 마칠 수 없습니다. “처음부터 다시”를 눌러 모두 변환하거나 소스를 원래대로 되돌리세요.</translation>
    </message>
    <message>
        <source>The source lists {n} images now, and the run set out to convert {p}: images were added or removed since, so Resume cannot finish it. Press Start over to convert them all, or put the source back as it was.</source>
        <translation>소스에는 지금 이미지가 {n}장 있지만, 이 변환은 {p}장을 변환할 예정이었습니다. 그 뒤에 이미지가 추가되거나 삭제되어 “재개”로는 마칠 수 없습니다. “처음부터 다시”를 눌러 모두 변환하거나 소스를 원래대로 되돌리세요.</translation>
    </message>
    <message>
        <source>It did not record its annotation files (an earlier version started it, or it read this source without its annotations), so Resume cannot check its shards against the annotations now: press Start over to convert again.</source>
        <translation>이 변환은 이전 버전에서 시작했거나 이 소스를 주석 없이 읽었기 때문에 주석 파일을 기록하지 않았습니다. 그래서 “재개”로는 샤드가 지금의 주석과 맞는지 확인할 수 없습니다. “처음부터 다시”를 눌러 다시 변환하세요.</translation>
    </message>
    <message>
        <source>{f} was added</source>
        <translation>{f}(추가됨)</translation>
    </message>
    <message>
        <source>{f} was removed</source>
        <translation>{f}(삭제됨)</translation>
    </message>
    <message>
        <source>{f} changed</source>
        <translation>{f}(변경됨)</translation>
    </message>
    <message>
        <source>{n} files in its finished shards could not be read ({files}), so whether this version takes them into records as TFRecord Studio {theirs} did is not known: Resume keeps them as that run converted or skipped them.</source>
        <translation>완성된 샤드의 파일 중 {n}개({files})를 읽을 수 없었습니다. 그래서 이 버전이 TFRecord Studio {theirs}의 판단과 같게 그 파일들을 레코드로 만드는지는 알 수 없습니다. “재개”는 그 파일들을 중단된 변환에서 처리된 그대로(변환 또는 건너뜀) 둡니다.</translation>
    </message>
    <message>
        <source>{n} more</source>
        <translation>그 밖에 {n}개</translation>
    </message>
    <message>
        <source>The annotation files changed since it ran: {files}. Its shards hold the old annotations, so Resume cannot finish it. Put the files back as they were, or press Start over to convert again with the new ones.</source>
        <translation>이 변환 뒤에 주석 파일이 바뀌었습니다: {files}. 샤드에는 이전 주석이 들어 있어 “재개”로는 마칠 수 없습니다. 파일을 원래대로 되돌리거나, “처음부터 다시”를 눌러 새 주석으로 다시 변환하세요.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Resume needs the same options as the interrupted run. Different now:</source>
        <translation>재개하려면 중단된 실행과 같은 옵션이 필요합니다. 지금 다른 항목:</translation>
    </message>
</context>
<context>
    <name>ClassHistogram</name>
    <message>
        <source>Records per class</source>
        <translation>클래스별 레코드 수</translation>
    </message>
    <message>
        <source>How many records each class has is drawn here once files are open.</source>
        <translation>파일을 열면 클래스별 레코드 수를 여기에 그립니다.</translation>
    </message>
    <message>
        <source>No records to count: the files opened hold none.</source>
        <translation>셀 레코드가 없습니다: 연 파일에 레코드가 하나도 없습니다.</translation>
    </message>
    <message>
        <source>No classes to count: these records have no label feature.</source>
        <translation>셀 클래스가 없습니다: 이 레코드에는 라벨 특성이 없습니다.</translation>
    </message>
    <message>
        <source>255 (ignore)</source>
        <translation>255 (무시)</translation>
    </message>
    <message>
        <source>Objects per class</source>
        <translation>클래스별 객체 수</translation>
    </message>
    <message>
        <source>Images per class</source>
        <translation>클래스별 이미지 수</translation>
    </message>
    <message>
        <source>{key} · in {n} of {m} records</source>
        <translation>{key} · 레코드 {m}개 중 {n}개에 있음</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>A conversion is still running.</source>
        <translation>변환이 아직 실행 중입니다.</translation>
    </message>
    <message>
        <source>An unfinished run.</source>
        <translation>끝나지 않은 실행입니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} images were done.</source>
        <translation>끝나지 않은 실행: 이미지 {p}장 중 {d}장을 마쳤습니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} images were written and {s} skipped.</source>
        <translation>끝나지 않은 실행: 이미지 {p}장 중 {w}장을 기록했고 {s}장을 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Converted from: {s}</source>
        <translation>변환한 소스: {s}</translation>
    </message>
    <message>
        <source>It deletes the {n} file the unfinished run wrote, {size}.</source>
        <translation>삭제되는 것은 끝나지 않은 실행이 쓴 파일 {n}개, 모두 {size}입니다.</translation>
    </message>
    <message>
        <source>It deletes the {n} files the unfinished run wrote, {size} in all.</source>
        <translation>삭제되는 것은 끝나지 않은 실행이 쓴 파일 {n}개, 모두 {size}입니다.</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>계속 실행</translation>
    </message>
    <message>
        <source>Last written on {d}</source>
        <translation>마지막으로 쓴 날짜: {d}</translation>
    </message>
    <message>
        <source>Made on {d}</source>
        <translation>만든 날짜: {d}</translation>
    </message>
    <message>
        <source>No complete shard file yet.</source>
        <translation>완성된 샤드 파일은 아직 없습니다.</translation>
    </message>
    <message>
        <source>Output folder: {f}</source>
        <translation>출력 폴더: {f}</translation>
    </message>
    <message>
        <source>Quitting cancels it. What it has converted so far is kept; open the same output folder later and press Resume to finish.</source>
        <translation>종료하면 변환이 취소됩니다. 지금까지 변환한 것은 남습니다. 나중에 같은 출력 폴더를 열고 “재개”를 누르면 마칠 수 있습니다.</translation>
    </message>
    <message>
        <source>Replace deletes this dataset and writes a new one in its place.</source>
        <translation>“바꾸기”를 누르면 이 데이터셋을 삭제하고 그 자리에 새 데이터셋을 씁니다.</translation>
    </message>
    <message>
        <source>Resume can finish it with the interrupted run&apos;s options (press “Use the interrupted run&apos;s options”).</source>
        <translation>중단된 실행의 옵션으로 “재개”하면 마칠 수 있습니다. “중단된 실행의 옵션 사용”을 누르세요.</translation>
    </message>
    <message>
        <source>Resume cannot finish it (the note above the buttons says why).</source>
        <translation>“재개”로는 이 변환을 마칠 수 없습니다. 이유는 버튼 위의 안내에 있습니다.</translation>
    </message>
    <message>
        <source>Resume would finish it instead.</source>
        <translation>“재개”를 누르면 삭제하지 않고 이어서 마칠 수 있습니다.</translation>
    </message>
    <message>
        <source>Show Details</source>
        <translation>자세한 정보 표시</translation>
    </message>
    <message>
        <source>Start over deletes this unfinished run and converts every image again.</source>
        <translation>“처음부터 다시”를 누르면 이 끝나지 않은 변환을 삭제하고 모든 이미지를 다시 변환합니다.</translation>
    </message>
    <message>
        <source>Started on {d}</source>
        <translation>시작한 날짜: {d}</translation>
    </message>
    <message>
        <source>The dataset is complete and is kept. Quitting stops only the check, so the files stay unverified; you can run it again later: “Verify now” in the Summary.</source>
        <translation>데이터셋은 완성되었고 그대로 남습니다. 끝내면 검증만 멈추므로 파일은 검증되지 않은 상태로 남습니다. 나중에 “요약”의 “지금 검증”으로 다시 실행할 수 있습니다.</translation>
    </message>
    <message>
        <source>The files are deleted when the new run has finished scanning the source, before it converts any image. Cancelling the new run during its scan keeps them; cancelling it later does not bring them back, and Resume can then finish the new run.</source>
        <translation>파일은 새 실행이 소스 스캔을 마친 뒤, 이미지를 변환하기 전에 삭제됩니다. 스캔 중에 새 실행을 취소하면 파일은 남지만, 그 뒤에 취소하면 되돌릴 수 없습니다. 그때는 “재개”로 새 실행을 마칠 수 있습니다.</translation>
    </message>
    <message>
        <source>The folder {f} could not be listed: nothing can be replaced until it can.</source>
        <translation>{f} 폴더의 파일 목록을 읽을 수 없습니다. 목록을 읽을 수 있을 때까지 아무것도 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <source>The folder&apos;s files are still being listed (the disk does not answer yet). What “{button}” deletes is said here when they are, and the button can be pressed then.</source>
        <translation>폴더의 파일 목록을 아직 읽고 있습니다. 디스크가 아직 응답하지 않습니다. “{button}” 버튼이 삭제하는 항목은 목록이 나오면 여기에 표시되고, 그때 버튼을 누를 수 있습니다.</translation>
    </message>
    <message>
        <source>The last lines the engine printed are under “{button}”.</source>
        <translation>엔진이 마지막으로 출력한 줄은 “{button}”에 있습니다.</translation>
    </message>
    <message>
        <source>Whether Resume can finish it instead is still being checked: the note above the buttons will say.</source>
        <translation>“재개”로 마칠 수 있는지는 아직 확인 중입니다. 결과는 버튼 위의 안내에 나옵니다.</translation>
    </message>
    <message>
        <source>{k} shard file with {n} image, {size}</source>
        <translation>샤드 파일 {k}개, 이미지 {n}장, {size}</translation>
    </message>
    <message>
        <source>{k} shard file with {n} images, {size}</source>
        <translation>샤드 파일 {k}개, 이미지 {n}장, {size}</translation>
    </message>
    <message>
        <source>{k} shard files with {n} image, {size}</source>
        <translation>샤드 파일 {k}개, 이미지 {n}장, {size}</translation>
    </message>
    <message>
        <source>{k} shard files with {n} images, {size}</source>
        <translation>샤드 파일 {k}개, 이미지 {n}장, {size}</translation>
    </message>
    <message>
        <source> The unfinished shard, with its converted images, is one of them.</source>
        <translation> 미완성 샤드도 그 안의 변환된 이미지와 함께 삭제됩니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} image was done.</source>
        <translation>끝나지 않은 실행: 이미지 {p}장 중 {d}장을 마쳤습니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} images was done.</source>
        <translation>끝나지 않은 실행: 이미지 {p}장 중 {d}장을 마쳤습니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} image was written and {s} skipped.</source>
        <translation>끝나지 않은 실행: 이미지 {p}장 중 {w}장을 기록했고 {s}장을 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} images was written and {s} skipped.</source>
        <translation>끝나지 않은 실행: 이미지 {p}장 중 {w}장을 기록했고 {s}장을 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>Left alone:</source>
        <translation>그대로 두는 항목:</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>끝내기</translation>
    </message>
    <message>
        <source> and {n} file that belongs to it, {size} in all.</source>
        <translation>와 여기에 딸린 파일 {n}개, 모두 {size}입니다.</translation>
    </message>
    <message>
        <source> and {n} files that belong to it, {size} in all.</source>
        <translation>와 여기에 딸린 파일 {n}개, 모두 {size}입니다.</translation>
    </message>
    <message>
        <source>, {size}.</source>
        <translation>, 모두 {size}입니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} file was done.</source>
        <translation>끝나지 않은 실행: 파일 {p}개 중 {d}개를 마쳤습니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} files was done.</source>
        <translation>끝나지 않은 실행: 파일 {p}개 중 {d}개를 마쳤습니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {d} of {p} files were done.</source>
        <translation>끝나지 않은 실행: 파일 {p}개 중 {d}개를 마쳤습니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} file was written and {s} skipped.</source>
        <translation>끝나지 않은 실행: 파일 {p}개 중 {w}개를 기록했고 {s}개를 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} files was written and {s} skipped.</source>
        <translation>끝나지 않은 실행: 파일 {p}개 중 {w}개를 기록했고 {s}개를 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>An unfinished run: {w} of {p} files were written and {s} skipped.</source>
        <translation>끝나지 않은 실행: 파일 {p}개 중 {w}개를 기록했고 {s}개를 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>Cancel the conversion</source>
        <translation>변환 취소</translation>
    </message>
    <message>
        <source>Cancel the conversion?</source>
        <translation>변환을 취소할까요?</translation>
    </message>
    <message>
        <source>Cancelling stops it now. Everything it has converted is kept, and Resume finishes the rest later.</source>
        <translation>취소하면 지금 멈춥니다. 지금까지 변환한 것은 모두 남고, 나중에 “재개”를 누르면 나머지를 마칠 수 있습니다.</translation>
    </message>
    <message>
        <source>No complete shard file yet; {u} converted image is in the unfinished shard.</source>
        <translation>완성된 샤드 파일은 아직 없습니다. 변환된 이미지 {u}장은 미완성 샤드에 있습니다.</translation>
    </message>
    <message>
        <source>No complete shard file yet; {u} converted images are in the unfinished shard.</source>
        <translation>완성된 샤드 파일은 아직 없습니다. 변환된 이미지 {u}장은 미완성 샤드에 있습니다.</translation>
    </message>
    <message>
        <source>Quit?</source>
        <translation>끝낼까요?</translation>
    </message>
    <message>
        <source>Quitting stops it; its results so far are lost.</source>
        <translation>끝내면 멈추고 지금까지의 결과는 사라집니다.</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>바꾸기</translation>
    </message>
    <message>
        <source>Replace the dataset?</source>
        <translation>데이터셋을 바꿀까요?</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>처음부터 다시</translation>
    </message>
    <message>
        <source>Start over?</source>
        <translation>처음부터 다시 할까요?</translation>
    </message>
    <message>
        <source>It deletes the dataset&apos;s {k} shard file</source>
        <translation>삭제되는 것은 데이터셋의 샤드 파일 {k}개</translation>
    </message>
    <message>
        <source>Choose Cancel here to delete nothing: the dataset stays, and you can pick another output folder for the new conversion.</source>
        <translation>여기서 “취소”를 누르면 아무것도 삭제되지 않습니다. 데이터셋은 그대로 남고, 새 변환에는 다른 출력 폴더를 고를 수 있습니다.</translation>
    </message>
    <message>
        <source>Choose Cancel here to delete nothing: the unfinished run stays, and you can pick another output folder for a new conversion.</source>
        <translation>여기서 “취소”를 누르면 아무것도 삭제되지 않습니다. 끝나지 않은 변환은 그대로 남고, 새 변환에는 다른 출력 폴더를 고를 수 있습니다.</translation>
    </message>
    <message>
        <source>Everything else in the folder stays ({n} item): {names}.</source>
        <translation>폴더의 나머지 항목 {n}개는 그대로 남습니다: {names}.</translation>
    </message>
    <message>
        <source>Everything else in the folder stays ({n} items): {names}.</source>
        <translation>폴더의 나머지 항목 {n}개는 그대로 남습니다: {names}.</translation>
    </message>
    <message>
        <source>It deletes the dataset&apos;s {k} shard files</source>
        <translation>삭제되는 것은 데이터셋의 샤드 파일 {k}개</translation>
    </message>
    <message>
        <source>It deletes the unfinished run&apos;s {k} shard file</source>
        <translation>삭제되는 것은 끝나지 않은 실행의 샤드 파일 {k}개</translation>
    </message>
    <message>
        <source>It deletes the unfinished run&apos;s {k} shard files</source>
        <translation>삭제되는 것은 끝나지 않은 실행의 샤드 파일 {k}개</translation>
    </message>
    <message>
        <source>Stop the check</source>
        <translation>검증 멈추기</translation>
    </message>
    <message>
        <source>Stop the check?</source>
        <translation>검증을 멈출까요?</translation>
    </message>
    <message>
        <source>The conversion is done; the verification is still running.</source>
        <translation>변환은 끝났고 검증만 아직 실행 중입니다.</translation>
    </message>
    <message>
        <source>The conversion is still running.</source>
        <translation>변환이 아직 실행 중입니다.</translation>
    </message>
    <message>
        <source>The dataset is complete and is kept. Stopping the check leaves the files unverified; “Verify now” in the Summary checks them later.</source>
        <translation>데이터셋은 완성되었고 그대로 남습니다. 검증을 멈추면 파일은 검증되지 않은 상태로 남습니다. 나중에 “요약”의 “지금 검증”으로 확인할 수 있습니다.</translation>
    </message>
    <message>
        <source>The worker tuning is still running.</source>
        <translation>워커 수 튜닝이 아직 실행 중입니다.</translation>
    </message>
    <message>
        <source>Will be deleted:</source>
        <translation>삭제될 항목:</translation>
    </message>
    <message>
        <source>{u} more converted image is in the unfinished shard.</source>
        <translation>그 밖에 변환된 이미지 {u}장이 미완성 샤드에 있습니다.</translation>
    </message>
    <message>
        <source>{u} more converted images are in the unfinished shard.</source>
        <translation>그 밖에 변환된 이미지 {u}장이 미완성 샤드에 있습니다.</translation>
    </message>
</context>
<context>
    <name>EngineClient</name>
    <message>
        <source>The engine did not stop in time; terminating it.</source>
        <translation>엔진이 제시간에 멈추지 않아 종료합니다.</translation>
    </message>
    <message>
        <source>The engine still runs; killing it.</source>
        <translation>엔진이 아직 실행 중이어서 강제 종료합니다.</translation>
    </message>
    <message>
        <source>Could not start the engine ({program}): {reason}</source>
        <translation>엔진을 시작할 수 없습니다 ({program}): {reason}</translation>
    </message>
</context>
<context>
    <name>EngineCommand</name>
    <message>
        <source>Could not start the engine: {r}</source>
        <extracomment>each whole line the command writes on stderr, as it comes (inspect --progress&apos;s)</extracomment>
        <translation>엔진을 시작할 수 없습니다: {r}</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>HEIC/HEIF photos need the pillow-heif package, which is not installed (install it, or export the photo as JPEG first)</source>
        <translation>HEIC/HEIF 사진에는 pillow-heif 패키지가 필요하지만 설치되어 있지 않습니다 (설치하거나, 먼저 사진을 JPEG로 내보내세요)</translation>
    </message>
    <message>
        <source>this Pillow cannot read AVIF (install Pillow 11.3 or later, or export the picture as JPEG or PNG first)</source>
        <translation>이 Pillow는 AVIF를 읽을 수 없습니다 (Pillow 11.3 이상을 설치하거나, 먼저 그림을 JPEG나 PNG로 내보내세요)</translation>
    </message>
    <message>
        <source>unsupported image format: HEIC/HEIF (export it as JPEG or PNG first)</source>
        <translation>지원하지 않는 이미지 형식: HEIC/HEIF (먼저 JPEG 또는 PNG로 내보내세요)</translation>
    </message>
    <message>
        <source>unsupported image format: AVIF (export it as JPEG or PNG first)</source>
        <translation>지원하지 않는 이미지 형식: AVIF (먼저 JPEG 또는 PNG로 내보내세요)</translation>
    </message>
    <message>
        <source>unsupported image format: SVG is a vector drawing (export it as PNG first)</source>
        <translation>지원하지 않는 이미지 형식: SVG는 벡터 그림입니다 (먼저 PNG로 내보내세요)</translation>
    </message>
    <message>
        <source>unsupported image format: Photoshop PSD (export it as PNG or JPEG first)</source>
        <translation>지원하지 않는 이미지 형식: Photoshop PSD (먼저 PNG 또는 JPEG로 내보내세요)</translation>
    </message>
    <message>
        <source>unsupported image format: JPEG 2000 (convert it to JPEG or PNG first)</source>
        <translation>지원하지 않는 이미지 형식: JPEG 2000 (먼저 JPEG 또는 PNG로 변환하세요)</translation>
    </message>
    <message>
        <source>image is {size} = {mp} megapixels, above the limit of {limit} MP (a decompression bomb or a huge scan: reduce it first, or raise “Largest image” in the options)</source>
        <translation>이미지가 {size} = {mp}메가픽셀로 한도 {limit} MP를 넘습니다 (압축 폭탄이거나 매우 큰 스캔입니다. 먼저 줄이거나, 옵션의 “최대 이미지 크기”를 올리세요)</translation>
    </message>
    <message>
        <source>{format} is cut short: the file ends before its picture data does (copy it again from the original)</source>
        <translation>{format} 파일이 잘렸습니다: 그림 데이터가 끝나기 전에 파일이 끝납니다 (원본에서 다시 복사하세요)</translation>
    </message>
    <message>
        <source>empty file (0 bytes): copy it again from the original, or take it out of the source</source>
        <translation>파일이 비어 있습니다 (0바이트): 원본에서 다시 복사하거나 소스에서 빼세요</translation>
    </message>
    <message>
        <source>not a recognised image format (JPEG, PNG, BMP, GIF, WebP, TIFF, HEIC, AVIF): save it as JPEG or PNG, or take it out of the source</source>
        <translation>인식할 수 있는 이미지 형식(JPEG, PNG, BMP, GIF, WebP, TIFF, HEIC, AVIF)이 아닙니다: JPEG나 PNG로 다시 저장하거나 소스에서 빼세요</translation>
    </message>
    <message>
        <source>not an image: this is a PDF document (export its pages as images, or take it out of the source)</source>
        <translation>이미지가 아닙니다: PDF 문서입니다 (페이지를 이미지로 내보내거나 소스에서 빼세요)</translation>
    </message>
    <message>
        <source>not an image: the file contains text (take it out of the source)</source>
        <translation>이미지가 아닙니다: 텍스트 파일입니다 (소스에서 빼세요)</translation>
    </message>
    <message>
        <source>not an image: this is a web page saved as HTML (save the picture itself, not the page: right-click the picture in the browser and choose Save Image As)</source>
        <translation>이미지가 아닙니다: HTML로 저장한 웹 페이지입니다 (페이지가 아니라 이미지 자체를 저장하세요: 브라우저에서 이미지를 마우스 오른쪽 단추로 클릭하고 “이미지를 다른 이름으로 저장”을 고르세요)</translation>
    </message>
    <message>
        <source>not an image: this is a Word document saved as RTF (save the pictures in it as JPEG or PNG, or take it out of the source)</source>
        <translation>이미지가 아닙니다: RTF로 저장한 Word 문서입니다 (안에 있는 이미지를 JPEG나 PNG로 저장하거나 소스에서 빼세요)</translation>
    </message>
    <message>
        <source>not an image: this is an Office document such as Word, Excel or PowerPoint (save the pictures in it as JPEG or PNG, or take it out of the source)</source>
        <translation>이미지가 아닙니다: Word, Excel, PowerPoint 같은 Office 문서입니다 (안에 있는 이미지를 JPEG나 PNG로 저장하거나 소스에서 빼세요)</translation>
    </message>
    <message>
        <source>not an image: this is Windows&apos; thumbnail cache (Thumbs.db), which Windows leaves in picture folders (take it out of the source)</source>
        <translation>이미지가 아닙니다: Windows의 썸네일 캐시(Thumbs.db)입니다. Windows가 그림 폴더에 저절로 만드는 파일입니다 (소스에서 빼세요)</translation>
    </message>
    <message>
        <source>not an image: this is an XML file (take it out of the source)</source>
        <translation>이미지가 아닙니다: XML 파일입니다 (소스에서 빼세요)</translation>
    </message>
    <message>
        <source>not an image: this is an annotation file (Pascal VOC XML) with an image&apos;s name (give it the .xml extension, or take it out of the source)</source>
        <translation>이미지가 아닙니다: 이미지 이름이 붙은 주석 파일(Pascal VOC XML)입니다 (확장자를 .xml로 바꾸거나 소스에서 빼세요)</translation>
    </message>
    <message>
        <source>not an image: this is an annotation file (Pascal VOC XML): to convert the images with their boxes, choose the folder that holds Annotations/ and JPEGImages/ as the source; else take it out of the source</source>
        <translation>이미지가 아닙니다: 주석 파일(Pascal VOC XML)입니다. 이미지를 박스와 함께 변환하려면 Annotations/와 JPEGImages/가 있는 폴더를 소스로 고르세요. 그렇지 않으면 소스에서 빼세요</translation>
    </message>
    <message>
        <source>unsupported image format: DICOM (medical images), which this tool cannot read (export the images as PNG or TIFF from your DICOM viewer first)</source>
        <translation>지원하지 않는 이미지 형식: DICOM(의료 영상)은 이 도구로 읽을 수 없습니다 (먼저 DICOM 뷰어에서 PNG 또는 TIFF로 내보내세요)</translation>
    </message>
    <message>
        <source>unsupported image format: a camera RAW file ({raw}), which this tool cannot read (export it as JPEG or TIFF from the camera&apos;s software or a photo editor first)</source>
        <translation>지원하지 않는 이미지 형식: 카메라 RAW 파일({raw})은 이 도구에서 읽을 수 없습니다 (먼저 카메라 제조사의 소프트웨어나 사진 편집 프로그램에서 JPEG 또는 TIFF로 내보내세요)</translation>
    </message>
    <message>
        <source>not an image: this is a video or sound file (save a still of the video as JPEG or PNG, or take it out of the source)</source>
        <translation>이미지가 아닙니다: 동영상 또는 오디오 파일입니다 (동영상의 한 장면을 JPEG나 PNG로 저장하거나 소스에서 빼세요)</translation>
    </message>
    <message>
        <source>not an image: this is a {archive} archive (unpack it and add the pictures inside, or take it out of the source)</source>
        <translation>이미지가 아닙니다: {archive} 압축 파일입니다 (압축을 풀어 안에 있는 이미지를 넣거나 소스에서 빼세요)</translation>
    </message>
    <message>
        <source>{format} is cut short or incomplete: copy it again from the original</source>
        <translation>{format} 파일이 잘렸거나 불완전합니다: 원본에서 다시 복사하세요</translation>
    </message>
    <message>
        <source>corrupt {format} header: {detail}; copy it again from the original</source>
        <translation>{format} 헤더가 손상되었습니다: {detail}. 원본에서 다시 복사하세요</translation>
    </message>
    <message>
        <source>the start of the file is damaged: it begins like a {format} image but cannot be read as one; copy it again from the original</source>
        <translation>파일 앞부분이 손상되었습니다: {format} 이미지처럼 시작하지만 읽을 수 없습니다. 원본에서 다시 복사하세요</translation>
    </message>
    <message>
        <source>corrupt {format} data: {detail}; copy it again from the original</source>
        <translation>{format} 데이터가 손상되었습니다: {detail}. 원본에서 다시 복사하세요</translation>
    </message>
    <message>
        <source>corrupt PNG data: the {chunk} chunk fails its checksum (the file is damaged); copy it again from the original</source>
        <translation>PNG 데이터가 손상되었습니다: {chunk} 청크의 체크섬이 맞지 않습니다 (파일 손상). 원본에서 다시 복사하세요</translation>
    </message>
    <message>
        <source>cannot decode {format}: {detail}; copy it again from the original, or save it again as JPEG or PNG</source>
        <translation>{format} 형식을 디코딩할 수 없습니다: {detail}. 원본에서 다시 복사하거나 JPEG나 PNG로 다시 저장하세요</translation>
    </message>
    <message>
        <source>{format} is damaged inside: its picture data cannot be decoded; copy it again from the original, or save it again as JPEG or PNG</source>
        <translation>{format} 파일 내부가 손상되었습니다: 이미지 데이터를 디코딩할 수 없습니다. 원본에서 다시 복사하거나 JPEG나 PNG로 다시 저장하세요</translation>
    </message>
    <message>
        <source>{format} is damaged inside: the description of one of the pictures it holds is broken; copy it again from the original, or save it again as JPEG or PNG</source>
        <translation>{format} 파일 내부가 손상되었습니다: 파일에 담긴 이미지 중 하나의 설명(프레임 정보)이 깨졌습니다. 원본에서 다시 복사하거나 JPEG나 PNG로 다시 저장하세요</translation>
    </message>
    <message>
        <source>image has no pixels ({size}): its header is damaged; copy it again from the original</source>
        <translation>이미지에 픽셀이 없습니다 ({size}): 헤더가 손상되었습니다. 원본에서 다시 복사하세요</translation>
    </message>
    <message>
        <source>JPEG is truncated: the end-of-image marker is missing; copy it again from the original</source>
        <translation>JPEG가 잘렸습니다: 이미지 끝 마커가 없습니다. 원본에서 다시 복사하세요</translation>
    </message>
    <message>
        <source>file not found: it was moved or deleted after the scan (put it back, or convert again without it)</source>
        <translation>파일을 찾을 수 없습니다: 스캔 후 이동되었거나 삭제되었습니다 (제자리에 돌려놓거나 그 파일 없이 다시 변환하세요)</translation>
    </message>
    <message>
        <source>permission denied: you may not read this file (check its permissions)</source>
        <translation>권한이 없습니다: 이 파일을 읽을 수 없습니다 (파일 권한을 확인하세요)</translation>
    </message>
    <message>
        <source>is a folder, not an image file</source>
        <translation>이미지 파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>not a regular file: this is {kind}, which is never read</source>
        <translation>일반 파일이 아니라 {kind}입니다. 이런 파일은 읽지 않습니다</translation>
    </message>
    <message>
        <source>not inside a class folder: move it into one of the class folders</source>
        <translation>클래스 폴더 안에 있지 않습니다: 클래스 폴더 중 하나로 옮기세요</translation>
    </message>
    <message>
        <source>file not found (CSV line {line}); check the path</source>
        <translation>파일을 찾을 수 없습니다 (CSV {line}행). 경로를 확인하세요</translation>
    </message>
    <message>
        <source>file not found (CSV line {line}): its path has backslashes (\) between folders, as Windows writes them, and no file is there with / either; check the path</source>
        <translation>파일을 찾을 수 없습니다 (CSV {line}행): 경로의 폴더 구분이 Windows 방식의 원화 기호·백슬래시(₩ 또는 \)이며, /로 바꿔도 파일이 없습니다. 경로를 확인하세요</translation>
    </message>
    <message>
        <source>file disappeared during the scan</source>
        <translation>스캔 중에 파일이 사라졌습니다</translation>
    </message>
    <message>
        <source>cannot open this folder (permission denied): the images inside it are not converted; check the folder&apos;s permissions</source>
        <translation>이 폴더를 열 수 없습니다 (권한 없음): 안의 이미지는 변환되지 않습니다. 폴더 권한을 확인하세요</translation>
    </message>
    <message>
        <source>cannot open this folder ({detail}): the images inside it are not converted; check the folder&apos;s permissions</source>
        <translation>이 폴더를 열 수 없습니다 ({detail}): 안의 이미지는 변환되지 않습니다. 폴더 권한을 확인하세요</translation>
    </message>
    <message>
        <source>the same folder as {first}/ (reached through a link): its images are converted once, from there</source>
        <translation>링크를 따라가면 {first}/와 같은 폴더입니다: 그 이미지는 그쪽에서 한 번만 변환합니다</translation>
    </message>
    <message>
        <source>a link back to the source folder: its images are converted once, from there</source>
        <translation>소스 폴더 자신을 가리키는 링크입니다: 그 이미지는 그쪽에서 한 번만 변환합니다</translation>
    </message>
    <message>
        <source>broken symbolic link: its target does not exist</source>
        <translation>깨진 심볼릭 링크입니다: 대상이 없습니다</translation>
    </message>
    <message>
        <source>symbolic link that loops: it leads back to itself and never reaches a file (correct the link, or take it out of the source)</source>
        <translation>순환하는 심볼릭 링크입니다: 자기 자신으로 되돌아가서 파일에 닿지 않습니다 (링크를 고치거나 소스에서 빼세요)</translation>
    </message>
    <message>
        <source>cannot read file information: {detail}</source>
        <translation>파일 정보를 읽을 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>not a regular file: this is a device, which is never read</source>
        <translation>일반 파일이 아닙니다: 장치는 읽지 않습니다</translation>
    </message>
    <message>
        <source>not a regular file: this is a named pipe (FIFO), which is never read</source>
        <translation>일반 파일이 아닙니다: 명명된 파이프(FIFO)는 읽지 않습니다</translation>
    </message>
    <message>
        <source>not a regular file: this is a socket, which is never read</source>
        <translation>일반 파일이 아닙니다: 소켓은 읽지 않습니다</translation>
    </message>
    <message>
        <source>not a regular file: this is a special file, which is never read</source>
        <translation>일반 파일이 아닙니다: 특수 파일은 읽지 않습니다</translation>
    </message>
    <message>
        <source>not a regular file: this is a device (through a symbolic link), which is never read</source>
        <translation>일반 파일이 아닙니다: 장치(심볼릭 링크를 통한)는 읽지 않습니다</translation>
    </message>
    <message>
        <source>not a regular file: this is a named pipe (FIFO) (through a symbolic link), which is never read</source>
        <translation>일반 파일이 아닙니다: 명명된 파이프(FIFO, 심볼릭 링크를 통한)는 읽지 않습니다</translation>
    </message>
    <message>
        <source>not a regular file: this is a socket (through a symbolic link), which is never read</source>
        <translation>일반 파일이 아닙니다: 소켓(심볼릭 링크를 통한)은 읽지 않습니다</translation>
    </message>
    <message>
        <source>not a regular file: this is a special file (through a symbolic link), which is never read</source>
        <translation>일반 파일이 아닙니다: 특수 파일(심볼릭 링크를 통한)은 읽지 않습니다</translation>
    </message>
    <message>
        <source>16-bit {format} whose low bits cannot be read (grey with alpha, CMYK or premultiplied alpha), so the chosen bit depth cannot be applied to it: save it as 16-bit grey or RGB, or choose 16 bits under “16-bit images”</source>
        <translation>하위 비트를 읽을 수 없는 16비트 {format} 파일(알파가 있는 회색, CMYK, 미리 곱한 알파)입니다. 선택한 비트 수를 적용할 수 없습니다: 16비트 회색이나 RGB로 다시 저장하거나 “16비트 이미지”에서 16비트를 고르세요</translation>
    </message>
    <message>
        <source>crashed the decoder (the decoding process died {n} times on this image; it is probably corrupt): copy it again from the original, or take it out of the source</source>
        <translation>디코더가 멈췄습니다 (이 이미지에서 디코딩 프로세스가 {n}번 죽었습니다. 아마 손상되었습니다): 원본에서 다시 복사하거나 소스에서 빼세요</translation>
    </message>
    <message>
        <source>not enough memory to decode this image: close other programs and convert again</source>
        <translation>이 이미지를 디코딩할 메모리가 부족합니다: 다른 프로그램을 닫고 다시 변환하세요</translation>
    </message>
    <message>
        <source>unexpected decoder error: {detail}; save it again as JPEG or PNG, or take it out of the source</source>
        <translation>예상치 못한 디코더 오류: {detail}. JPEG나 PNG로 다시 저장하거나 소스에서 빼세요</translation>
    </message>
    <message>
        <source>JPEG data is too short for its {size} size: the file is cut short or damaged (the missing part would be painted grey)</source>
        <translation>JPEG 데이터가 {size} 크기에 비해 너무 짧습니다: 파일이 잘렸거나 손상되었습니다 (빠진 부분은 회색으로 채워집니다)</translation>
    </message>
    <message>
        <source>JPEG is incomplete: its progressive scans stop before the picture is complete (the file was cut short; the picture would be blurred or grey)</source>
        <translation>JPEG가 불완전합니다: 프로그레시브 스캔이 그림이 완성되기 전에 끝납니다 (파일이 잘렸습니다. 그림이 흐리거나 회색이 됩니다)</translation>
    </message>
    <message>
        <source>{path}: this folder is a TFRecord dataset (what a conversion wrote), not images. Open it in Inspect, or choose the folder that holds your images.</source>
        <translation>{path}: 이 폴더는 이미지가 아니라 TFRecord 데이터셋(변환으로 만들어진 것)입니다. “검사”에서 열거나, 이미지가 들어 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split} in the column {column}. Use one of {splits}.</source>
        <translation>{path}, {line}행: 분할로 읽은 열 {column}에 알 수 없는 분할 이름이 있습니다: {split}. {splits} 중 하나를 쓰세요.</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split} in the column {column}. Use one of {splits}, or add it under “Split” (e.g. train=0.9,{name}=0.1: rows that name a split keep it).</source>
        <translation>{path} {line}행: 분할로 읽은 열 {column}에 알 수 없는 분할 이름이 있습니다: {split}. {splits} 중 하나를 쓰거나 “분할”에 추가하세요 (예: train=0.9,{name}=0.1. 분할이 적힌 행은 그 분할을 유지합니다).</translation>
    </message>
    <message>
        <source>{file}: columns not read: {columns} (a class table has the columns path, label and split)</source>
        <translation>{file}: 읽지 않는 열이 있습니다: {columns} (클래스 표의 열은 path, label, split입니다).</translation>
    </message>
    <message>
        <source>{file}: some rows have more than 3 columns; from the 4th on they are not read (a class table has the columns path, label and split)</source>
        <translation>{file}: 열이 3개보다 많은 행이 있습니다. 4번째 열부터는 읽지 않습니다. 클래스 표의 열은 path, label, split입니다.</translation>
    </message>
    <message>
        <source>{file}: the first row ({columns}) is read as column titles, not as an image: it names no image file, and the rows below do. These titles are not ones this program knows, so the columns are read in their order: path, label, split</source>
        <translation>{file}: 첫 행({columns})은 이미지 파일을 가리키지 않고 그 아래 행들은 가리키므로, 이미지가 아니라 열 제목으로 읽습니다. 이 제목은 이 프로그램이 모르는 이름이므로 열을 순서대로 path, label, split로 읽습니다.</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text: it is read as {encoding}. The labels are written to the dataset as Unicode (UTF-8)</source>
        <translation>{file} 파일은 UTF-8 텍스트가 아니므로 {encoding} 인코딩으로 읽습니다. 라벨은 데이터셋에 유니코드(UTF-8)로 기록됩니다.</translation>
    </message>
    <message>
        <source>{file}: its columns are separated by semicolons (;), as Excel saves CSV files in many languages, and are read so</source>
        <translation>{file}: 열이 세미콜론(;)으로 구분되어 있으므로 세미콜론 구분으로 읽습니다. 여러 언어의 Excel이 CSV를 이 형식으로 저장합니다.</translation>
    </message>
    <message>
        <source>{file}: its columns are separated by tabs, and are read so</source>
        <translation>{file}: 열이 탭으로 구분되어 있으므로 탭 구분으로 읽습니다.</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split} in the 3rd column. The titles in the first row ({columns}) are not ones this program knows, so the columns are read in their order: path, label, split. Rename the titles to path and label (and split, if the 3rd column holds the split), or delete the 3rd column.</source>
        <translation>{path}, {line}행: 3번째 열에 알 수 없는 분할 이름이 있습니다: {split}. 첫 행의 제목({columns})은 이 프로그램이 모르는 이름이므로 열을 순서대로 path, label, split로 읽었습니다. 제목을 path와 label로 바꾸거나(3번째 열이 분할이면 split으로), 3번째 열을 삭제하세요.</translation>
    </message>
    <message>
        <source>{file}: {n} path has backslashes (\) between folders, as Windows writes them, and is read with / on this system (as {path})</source>
        <translation>{file}: 경로 {n}개의 폴더 구분이 Windows 방식의 원화 기호·백슬래시(₩ 또는 \)이므로 이 시스템에서는 /로 읽습니다 (예: {path})</translation>
    </message>
    <message>
        <source>{file}: {n} paths have backslashes (\) between folders, as Windows writes them, and are read with / on this system (as {path})</source>
        <translation>{file}: 경로 {n}개의 폴더 구분이 Windows 방식의 원화 기호·백슬래시(₩ 또는 \)이므로 이 시스템에서는 /로 읽습니다 (예: {path})</translation>
    </message>
    <message>
        <source>The split {split} gets no image: {fraction} of {n} image rounds to 0. Use more images, or a larger fraction for it</source>
        <translation>분할 {split}에는 이미지가 하나도 들어가지 않습니다: 이미지 {n}장의 {fraction} 비율은 반올림하면 0장입니다. 이미지를 늘리거나 이 분할의 비율을 크게 하세요.</translation>
    </message>
    <message>
        <source>The split {split} gets no image: {fraction} of {n} images rounds to 0. Use more images, or a larger fraction for it</source>
        <translation>분할 {split}에는 이미지가 하나도 들어가지 않습니다: 이미지 {n}장의 {fraction} 비율은 반올림하면 0장입니다. 이미지를 늘리거나 이 분할의 비율을 크게 하세요.</translation>
    </message>
    <message>
        <source>The split {split} has {n} images, so it gets {shards} files, not the {asked} of “Files per split”: a file holds at least one image</source>
        <translation>파일 하나에는 이미지가 한 장 이상 들어가므로, 이미지가 {n}장인 분할 {split}의 파일은 “분할당 파일 수”의 {asked}개가 아니라 {shards}개가 됩니다</translation>
    </message>
    <message>
        <source>{n} XML file gives an image size other than its image&apos;s ({examples}): its boxes are scaled to the image, as if it was resized after it was annotated. If the boxes fit the image as it is, correct its size (width, height) in the XML</source>
        <translation>XML 파일 {n}개({examples})에 실제 이미지와 다른 이미지 크기가 적혀 있습니다. 주석을 단 뒤에 이미지 크기가 바뀐 것으로 보고 박스를 이미지에 맞게 늘리거나 줄입니다. 박스가 지금 이미지에 그대로 맞는다면 XML의 크기(width, height)를 고치세요.</translation>
    </message>
    <message>
        <source>{n} XML files give an image size other than their image&apos;s ({examples}): their boxes are scaled to the image, as if it was resized after it was annotated. If the boxes fit the image as it is, correct its size (width, height) in the XML</source>
        <translation>XML 파일 {n}개({examples})에 실제 이미지와 다른 이미지 크기가 적혀 있습니다. 주석을 단 뒤에 이미지 크기가 바뀐 것으로 보고 박스를 이미지에 맞게 늘리거나 줄입니다. 박스가 지금 이미지에 그대로 맞는다면 XML의 크기(width, height)를 고치세요.</translation>
    </message>
    <message>
        <source>{n} image in {file} is given a size other than its own ({examples}): its annotations are scaled to the image, as if it was resized after it was annotated. If the annotations fit the image as it is, correct its size (width, height) in {file}</source>
        <translation>{file}의 이미지 {n}장({examples})에 실제 이미지와 다른 크기가 적혀 있습니다. 주석을 단 뒤에 이미지 크기가 바뀐 것으로 보고 주석을 이미지에 맞게 늘리거나 줄입니다. 주석이 지금 이미지에 그대로 맞는다면 {file}의 크기(width, height)를 고치세요.</translation>
    </message>
    <message>
        <source>{n} images in {file} are given a size other than their own ({examples}): their annotations are scaled to the image, as if it was resized after it was annotated. If the annotations fit the image as it is, correct its size (width, height) in {file}</source>
        <translation>{file}의 이미지 {n}장({examples})에 실제 이미지와 다른 크기가 적혀 있습니다. 주석을 단 뒤에 이미지 크기가 바뀐 것으로 보고 주석을 이미지에 맞게 늘리거나 줄입니다. 주석이 지금 이미지에 그대로 맞는다면 {file}의 크기(width, height)를 고치세요.</translation>
    </message>
    <message>
        <source>{file}: split values read as split names (the number of rows in brackets): {pairs}</source>
        <translation>{file}: 분할 열의 값을 다음 분할 이름으로 읽었습니다. 괄호 안의 숫자는 행의 개수입니다: {pairs}</translation>
    </message>
    <message>
        <source>{path}: this is an annotation file, not a class table. Written as classification, each image&apos;s class comes from class folders or a table of path,label. To write its annotations, choose Automatic under “Write as”.</source>
        <translation>{path}: 주석 파일이며 클래스 표가 아닙니다. 분류로 저장하면 각 이미지의 클래스는 클래스별 폴더나 path,label 표에서 정해집니다. 주석을 저장하려면 “저장 형식”에서 “자동”을 고르세요.</translation>
    </message>
    <message>
        <source>{path}: this is one file compressed with {kind}, not an archive of a folder, and this app does not unpack it. Unpack it first with an archive tool (on Windows, such as 7-Zip; on a Mac: double-click it), then choose the file it unpacks to, {name}.</source>
        <translation>{path}: 폴더를 묶은 압축 파일이 아니라 파일 하나를 {kind} 형식으로 압축한 것이며, 이 앱은 이 파일의 압축을 풀지 않습니다. 먼저 압축 프로그램(Windows에서는 7-Zip 등, Mac에서는 두 번 클릭)으로 압축을 푼 다음, 풀린 파일을 고르세요. 풀린 파일의 이름은 {name}입니다.</translation>
    </message>
    <message>
        <source>{path}: this is one file compressed with {kind}, not an archive of a folder, and this app does not unpack it. Unpack it first with an archive tool (on Windows, such as 7-Zip; on a Mac: double-click it), then choose the file it unpacks to.</source>
        <translation>{path}: 폴더를 묶은 압축 파일이 아니라 파일 하나를 {kind} 형식으로 압축한 것이며, 이 앱은 이 파일의 압축을 풀지 않습니다. 먼저 압축 프로그램(Windows에서는 7-Zip 등, Mac에서는 두 번 클릭)으로 압축을 푼 다음, 풀린 파일을 고르세요.</translation>
    </message>
    <message>
        <source>{path}: this is a {kind} file, but its start cannot be read to tell whether it holds a folder or one file. Unpack it with an archive tool (on Windows, such as 7-Zip; on a Mac: double-click it), which also says whether it is damaged, then choose the folder or the file it unpacks to.</source>
        <translation>{path}: {kind} 파일이지만 앞부분을 읽을 수 없어 폴더를 담은 것인지 파일 하나인지 알 수 없습니다. 압축 프로그램(Windows에서는 7-Zip 등, Mac에서는 두 번 클릭)으로 압축을 푸세요. 파일이 손상되었다면 그 프로그램이 알려 줍니다. 그런 다음 풀린 폴더나 파일을 고르세요.</translation>
    </message>
    <message>
        <source>{path}: this annotation export has no class folders: its images are all in {folder}. Written as classification, each image&apos;s class is the name of the folder it is in. To write its annotations, choose Automatic under “Write as”; or put the images in one sub-folder per class inside {folder}.</source>
        <translation>{path}: 이 주석 내보내기에는 클래스별 폴더가 없습니다. 이미지가 모두 {folder} 안에 있습니다. 분류로 저장하면 각 이미지의 클래스는 그 이미지가 있는 폴더의 이름이 됩니다. 주석을 저장하려면 “저장 형식”에서 “자동”을 고르거나, {folder} 안에 클래스별 하위 폴더를 만들어 이미지를 넣으세요.</translation>
    </message>
    <message>
        <source>{path}: this annotation export has no class folders: its own folders ({folders}) are not classes. Written as classification, each image&apos;s class is the name of the folder it is in. To write its annotations, choose Automatic under “Write as”; or put the images in one sub-folder per class inside {folder}.</source>
        <translation>{path}: 이 주석 내보내기에는 클래스별 폴더가 없습니다. 내보내기 자체의 폴더({folders})는 클래스가 아닙니다. 분류로 저장하면 각 이미지의 클래스는 그 이미지가 있는 폴더의 이름이 됩니다. 주석을 저장하려면 “저장 형식”에서 “자동”을 고르거나, {folder} 안에 클래스별 하위 폴더를 만들어 이미지를 넣으세요.</translation>
    </message>
    <message>
        <source>{where}: these class names were written in two Unicode forms (composed and decomposed, as macOS writes Japanese and Korean names); both forms of each are one class: {names}</source>
        <translation>{where}: 다음 클래스 이름은 유니코드의 두 가지 형태(조합형과 분해형. macOS는 한국어나 일본어 이름을 분해형으로 씁니다)로 쓰여 있었습니다. 이름마다 두 형태를 하나의 클래스로 합쳤습니다: {names}</translation>
    </message>
    <message>
        <source>{where}: class names written in decomposed Unicode (as macOS writes Japanese and Korean names) are labelled in composed form, as other systems write them: {names}</source>
        <translation>{where}: 분해형 유니코드(macOS가 한국어나 일본어 이름을 쓰는 형태)로 쓰인 클래스 이름을 다른 시스템과 같은 조합형으로 라벨을 붙였습니다: {names}</translation>
    </message>
    <message>
        <source>{where}: class names with spaces at their start or end are labelled without them, as TensorFlow Datasets reads class names (one that is then another&apos;s name is one class with it): {names}</source>
        <translation>{where}: 앞이나 끝에 공백이 있는 클래스 이름은 TensorFlow Datasets가 클래스 이름을 읽을 때처럼 공백을 빼고 라벨을 붙였습니다. 공백을 뺀 이름이 다른 클래스 이름과 같으면 그 클래스와 하나가 됩니다: {names}</translation>
    </message>
    <message>
        <source>{where}: {changes}. Each is a class of its own: fix the labels in the table if they are the same class</source>
        <translation>{where}: {changes}. 각각 별개의 클래스입니다. 같은 클래스라면 표의 라벨을 고치세요</translation>
    </message>
    <message>
        <source>{where}: {changes}. Each is a class of its own: if they are the same class, move their images into one folder</source>
        <translation>{where}: {changes}. 각각 별개의 클래스입니다. 같은 클래스라면 이미지를 한 폴더로 옮기세요</translation>
    </message>
    <message>
        <source>{where}: {changes}. Each is a class of its own: if they are the same class, give them one name in the annotations</source>
        <translation>{where}: {changes}. 각각 별개의 클래스입니다. 같은 클래스라면 주석에서 하나의 이름으로 맞추세요</translation>
    </message>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; differ only in case</source>
        <translation>“{a}”, “{b}” 두 이름은 대소문자만 다릅니다</translation>
    </message>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; differ only in spaces</source>
        <translation>“{a}”, “{b}” 두 이름은 공백만 다릅니다</translation>
    </message>
    <message>
        <source>&quot;{a}&quot; and &quot;{b}&quot; differ only in case and spaces</source>
        <translation>“{a}”, “{b}” 두 이름은 대소문자와 공백만 다릅니다</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; ({n} image) looks like a typo of &quot;{other}&quot; ({m} images)</source>
        <translation>클래스 “{name}”(이미지 {n}장): “{other}”(이미지 {m}장)의 오타로 보입니다</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; ({n} images) looks like a typo of &quot;{other}&quot; ({m} images)</source>
        <translation>클래스 “{name}”(이미지 {n}장): “{other}”(이미지 {m}장)의 오타로 보입니다</translation>
    </message>
    <message>
        <source>{more} more pair of names like these</source>
        <translation>이처럼 비슷한 이름 쌍이 {more}개 더 있습니다</translation>
    </message>
    <message>
        <source>{more} more pairs of names like these</source>
        <translation>이처럼 비슷한 이름 쌍이 {more}개 더 있습니다</translation>
    </message>
    <message>
        <source>{n} image in a folder inside a class folder is given that class folder&apos;s label ({path} is labelled {label}); to make the folder a class of its own, move it beside the class folders</source>
        <translation>클래스 폴더 안의 폴더에 있는 이미지 {n}장에는 그 클래스 폴더의 라벨이 붙습니다. 예를 들어 {path}의 라벨은 {label}입니다. 그 폴더를 별도의 클래스로 만들려면 클래스 폴더들과 같은 위치로 옮기세요</translation>
    </message>
    <message>
        <source>{n} images in folders inside class folders are given the label of the class folder they are in ({path} is labelled {label}); to make such a folder a class of its own, move it beside the class folders</source>
        <translation>클래스 폴더 안의 폴더에 있는 이미지 {n}장에는 각각 자신이 든 클래스 폴더의 라벨이 붙습니다. 예를 들어 {path}의 라벨은 {label}입니다. 그런 폴더를 별도의 클래스로 만들려면 클래스 폴더들과 같은 위치로 옮기세요</translation>
    </message>
    <message>
        <source>{where}: {n} class folder has no image: {changes}. It stays a class, with no examples (every sub-folder is a class, so the other labels do not move), and a model trained on these files has an output that no image teaches. Put the images in, or remove the folder and scan again</source>
        <translation>{where}: 이미지가 없는 클래스 폴더가 {n}개 있습니다: {changes}. 하위 폴더는 모두 클래스이므로 예제 없는 클래스로 남고, 다른 라벨 번호는 바뀌지 않습니다. 하지만 이 파일로 학습한 모델에는 어떤 이미지로도 학습되지 않는 출력이 생깁니다. 이미지를 넣거나, 폴더를 지운 뒤 다시 스캔하세요</translation>
    </message>
    <message>
        <source>{where}: {n} class folders have no image: {changes}. They stay classes, with no examples (every sub-folder is a class, so the other labels do not move), and a model trained on these files has outputs that no image teaches. Put the images in, or remove the folders and scan again</source>
        <translation>{where}: 이미지가 없는 클래스 폴더가 {n}개 있습니다: {changes}. 하위 폴더는 모두 클래스이므로 이 폴더들은 예제 없는 클래스로 남고, 다른 라벨 번호는 바뀌지 않습니다. 하지만 이 파일로 학습한 모델에는 어떤 이미지로도 학습되지 않는 출력이 생깁니다. 이미지를 넣거나, 폴더를 지운 뒤 다시 스캔하세요</translation>
    </message>
    <message>
        <source>{where}: {n} class folder has no image: {changes}. It stays a class, with no examples (every sub-folder is a class, so the other labels do not move), and a model trained on these files has an output that no image teaches. Its files are not images: put the images in and scan again</source>
        <translation>{where}: 이미지가 없는 클래스 폴더가 {n}개 있습니다: {changes}. 하위 폴더는 모두 클래스이므로 예제 없는 클래스로 남고, 다른 라벨 번호는 바뀌지 않습니다. 하지만 이 파일로 학습한 모델에는 어떤 이미지로도 학습되지 않는 출력이 생깁니다. 안의 파일은 이미지가 아닙니다. 이미지를 넣은 뒤 다시 스캔하세요</translation>
    </message>
    <message>
        <source>{where}: {n} class folders have no image: {changes}. They stay classes, with no examples (every sub-folder is a class, so the other labels do not move), and a model trained on these files has outputs that no image teaches. Their files are not images: put the images in and scan again</source>
        <translation>{where}: 이미지가 없는 클래스 폴더가 {n}개 있습니다: {changes}. 하위 폴더는 모두 클래스이므로 이 폴더들은 예제 없는 클래스로 남고, 다른 라벨 번호는 바뀌지 않습니다. 하지만 이 파일로 학습한 모델에는 어떤 이미지로도 학습되지 않는 출력이 생깁니다. 안의 파일은 이미지가 아닙니다. 이미지를 넣은 뒤 다시 스캔하세요</translation>
    </message>
    <message>
        <source>{name} (label {label}) holds no file</source>
        <translation>{name}(라벨 {label})에는 파일이 없습니다</translation>
    </message>
    <message>
        <source>{name} (label {label}) holds only {files}</source>
        <translation>{name}(라벨 {label})에는 {files}만 있습니다</translation>
    </message>
    <message>
        <source>{name} (label {label}) holds only {files} and {more} other file</source>
        <translation>{name}(라벨 {label})에는 {files} 및 다른 파일 {more}개만 있습니다</translation>
    </message>
    <message>
        <source>{name} (label {label}) holds only {files} and {more} other files</source>
        <translation>{name}(라벨 {label})에는 {files} 및 다른 파일 {more}개만 있습니다</translation>
    </message>
    <message>
        <source>{more} more such folder</source>
        <translation>이런 폴더가 {more}개 더 있습니다</translation>
    </message>
    <message>
        <source>{more} more such folders</source>
        <translation>이런 폴더가 {more}개 더 있습니다</translation>
    </message>
    <message>
        <source>{name}: not read as a class: this folder is a TFRecord dataset (a conversion&apos;s output) inside the source; it is skipped</source>
        <translation>{name}: 클래스로 읽지 않습니다: 이 폴더는 소스 안에 있는 TFRecord 데이터셋(변환 출력)입니다. 건너뜁니다</translation>
    </message>
    <message>
        <source>The split {split} gets no image: the source gives every image its split (a table&apos;s split column, an export&apos;s split folders), and none is {split}</source>
        <translation>분할 {split}에는 이미지가 하나도 들어가지 않습니다: 소스가 모든 이미지의 분할을 정하고 있으며(표의 분할 열, 내보내기의 분할 폴더), {split}인 것은 없습니다.</translation>
    </message>
    <message>
        <source>The split {split} gets no image: each class is divided on its own, and {fraction} of a class&apos;s images (at most {n}) rounds to 0. Use more images per class, or a larger fraction for it</source>
        <translation>분할 {split}에는 이미지가 하나도 들어가지 않습니다: 이미지는 클래스마다 따로 나뉘며, 각 클래스 이미지(최대 {n}장)의 {fraction} 비율은 반올림하면 0장입니다. 클래스마다 이미지를 늘리거나 이 분할의 비율을 크게 하세요.</translation>
    </message>
    <message>
        <source>The split {split} has {n} image, so it gets {shards} file, not the {asked} of “Files per split”: a file holds at least one image</source>
        <translation>파일 하나에는 이미지가 한 장 이상 들어가므로, 이미지가 {n}장인 분할 {split}의 파일은 “분할당 파일 수”의 {asked}개가 아니라 {shards}개가 됩니다</translation>
    </message>
    <message>
        <source>{folder} holds only the images: the folder above it, {parent}, holds their annotations ({kind}). To convert the images with their annotations, choose that folder as the source</source>
        <translation>{folder}에는 이미지만 있습니다. 주석({kind})은 그 위 폴더인 {parent}에 있습니다. 이미지를 주석과 함께 변환하려면 그 폴더를 소스로 고르세요</translation>
    </message>
    <message>
        <source>{yaml} and {txt} name the classes differently; the names in {yaml} are used</source>
        <translation>{yaml} 파일과 {txt} 파일의 클래스 이름이 다릅니다. {yaml} 파일의 이름을 사용합니다.</translation>
    </message>
    <message>
        <source>No class names were found (data.yaml, classes.txt or obj.names), so the classes are named by their numbers: {names}. To name them, put a classes.txt with one name a line in the source folder</source>
        <translation>클래스 이름 파일(data.yaml, classes.txt, obj.names)을 찾지 못해 클래스 번호를 이름으로 씁니다: {names}. 이름을 붙이려면 한 줄에 이름 하나씩 적은 classes.txt를 소스 폴더에 넣으세요.</translation>
    </message>
    <message>
        <source>{n} image has no annotations and is kept as a background image (no objects): {names}. If it shows objects, its annotations are missing (a label file forgotten, an image not labelled yet)</source>
        <translation>주석이 없는 이미지 {n}장은 객체가 하나도 없는 배경 이미지로 데이터셋에 남깁니다: {names}. 객체가 보이는 이미지가 있다면 그 주석이 빠진 것입니다 (라벨 파일을 빠뜨렸거나 아직 라벨을 달지 않은 이미지 등).</translation>
    </message>
    <message>
        <source>{n} images have no annotations and are kept as background images (no objects): {names}. If one of them shows objects, its annotations are missing (a label file forgotten, an image not labelled yet)</source>
        <translation>주석이 없는 이미지 {n}장은 객체가 하나도 없는 배경 이미지로 데이터셋에 남깁니다: {names}. 객체가 보이는 이미지가 있다면 그 주석이 빠진 것입니다 (라벨 파일을 빠뜨렸거나 아직 라벨을 달지 않은 이미지 등).</translation>
    </message>
    <message>
        <source>{n} images have no annotations and are kept as background images (no objects): {names} and {more} more. If one of them shows objects, its annotations are missing (a label file forgotten, an image not labelled yet)</source>
        <translation>주석이 없는 이미지 {n}장은 객체가 하나도 없는 배경 이미지로 데이터셋에 남깁니다: {names} 외 {more}장. 객체가 보이는 이미지가 있다면 그 주석이 빠진 것입니다 (라벨 파일을 빠뜨렸거나 아직 라벨을 달지 않은 이미지 등).</translation>
    </message>
    <message>
        <source>{n} image has no annotations and is kept as a background image (no objects): {names}. If it shows objects, it was not annotated in the labelling tool yet</source>
        <translation>주석이 없는 이미지 {n}장은 객체가 하나도 없는 배경 이미지로 데이터셋에 남깁니다: {names}. 객체가 보인다면 라벨링 도구에서 아직 주석을 달지 않은 이미지입니다.</translation>
    </message>
    <message>
        <source>{n} images have no annotations and are kept as background images (no objects): {names}. If one of them shows objects, it was not annotated in the labelling tool yet</source>
        <translation>주석이 없는 이미지 {n}장은 객체가 하나도 없는 배경 이미지로 데이터셋에 남깁니다: {names}. 객체가 보이는 이미지가 있다면 라벨링 도구에서 아직 주석을 달지 않은 이미지입니다.</translation>
    </message>
    <message>
        <source>{n} images have no annotations and are kept as background images (no objects): {names} and {more} more. If one of them shows objects, it was not annotated in the labelling tool yet</source>
        <translation>주석이 없는 이미지 {n}장은 객체가 하나도 없는 배경 이미지로 데이터셋에 남깁니다: {names} 외 {more}장. 객체가 보이는 이미지가 있다면 라벨링 도구에서 아직 주석을 달지 않은 이미지입니다.</translation>
    </message>
    <message>
        <source>{n} image has no labels (an empty labels cell) and is kept as a background image (none of the classes): {names}. If it shows one of the classes, its labels are missing (a cell left empty)</source>
        <translation>이미지 {n}장은 라벨이 없어(라벨 셀이 비어 있음) 어느 클래스도 없는 배경 이미지로 데이터셋에 남깁니다: {names}. 그중 어느 클래스가 보이는 이미지가 있다면 그 라벨이 빠진 것입니다 (셀이 빈 채로 남음).</translation>
    </message>
    <message>
        <source>{n} images have no labels (an empty labels cell) and are kept as background images (none of the classes): {names}. If one of them shows one of the classes, its labels are missing (a cell left empty)</source>
        <translation>이미지 {n}장은 라벨이 없어(라벨 셀이 비어 있음) 어느 클래스도 없는 배경 이미지로 데이터셋에 남깁니다: {names}. 그중 어느 클래스가 보이는 이미지가 있다면 그 라벨이 빠진 것입니다 (셀이 빈 채로 남음).</translation>
    </message>
    <message>
        <source>{n} images have no labels (an empty labels cell) and are kept as background images (none of the classes): {names} and {more} more. If one of them shows one of the classes, its labels are missing (a cell left empty)</source>
        <translation>이미지 {n}장은 라벨이 없어(라벨 셀이 비어 있음) 어느 클래스도 없는 배경 이미지로 데이터셋에 남깁니다: {names} 외 {more}장. 그중 어느 클래스가 보이는 이미지가 있다면 그 라벨이 빠진 것입니다 (셀이 빈 채로 남음).</translation>
    </message>
    <message>
        <source>{n} label of {file} looks like several of its labels joined with another separator: {labels} (line {lines}). Labels in one cell are separated with ; or |, so it is a class of its own; if it names several, write them as {example}</source>
        <translation>{file}의 라벨 {n}개는 다른 구분 기호로 여러 라벨을 이어 쓴 것 같습니다: {labels} ({lines}번째 줄). 한 셀의 라벨은 ; 또는 | 기호로 구분하므로 이 라벨은 별도의 클래스가 됩니다. 여러 라벨이라면 {example}처럼 쓰세요</translation>
    </message>
    <message>
        <source>{n} labels of {file} look like several of its labels joined with another separator: {labels} (lines {lines}). Labels in one cell are separated with ; or |, so each is a class of its own; if they name several, write them as {example}</source>
        <translation>{file}의 라벨 {n}개는 다른 구분 기호로 여러 라벨을 이어 쓴 것 같습니다: {labels} ({lines}번째 줄). 한 셀의 라벨은 ; 또는 | 기호로 구분하므로 각각 별도의 클래스가 됩니다. 여러 라벨이라면 {example}처럼 쓰세요</translation>
    </message>
    <message>
        <source>no annotation file lists it: if it belongs in the dataset, add it to the annotations</source>
        <translation>어느 주석 파일에도 없습니다: 데이터셋에 넣을 이미지라면 주석에 추가하세요</translation>
    </message>
    <message>
        <source>No class names were found (classes.txt, labels.txt, class_names.txt or labelmap.txt), so the classes are the values the masks hold, 0 to {last}, named by their numbers: {names}. To name them, put a classes.txt with one name a line, in value order, in the source folder</source>
        <translation>클래스 이름 파일(classes.txt, labels.txt, class_names.txt, labelmap.txt)을 찾지 못해 마스크의 픽셀 값 0~{last} 각각을 하나의 클래스로 보고 번호를 이름으로 씁니다: {names}. 이름을 붙이려면 값 순서대로 한 줄에 이름 하나씩 적은 classes.txt를 소스 폴더에 넣으세요.</translation>
    </message>
    <message>
        <source>{file} names no class (it is empty), so the classes are the values the masks hold, 0 to {last}, named by their numbers: {names}. To name them, put a classes.txt with one name a line, in value order, in the source folder</source>
        <translation>{file} 파일에 클래스 이름이 하나도 없어(비어 있음) 마스크의 픽셀 값 0~{last} 각각을 하나의 클래스로 보고 번호를 이름으로 씁니다: {names}. 이름을 붙이려면 값 순서대로 한 줄에 이름 하나씩 적은 classes.txt를 소스 폴더에 넣으세요.</translation>
    </message>
    <message>
        <source>No class names were found (classes.txt, labels.txt, class_names.txt or labelmap.txt), so the one class is the value the masks hold, only 0, named by its number. To name it, put a classes.txt with its name in the source folder</source>
        <translation>클래스 이름 파일(classes.txt, labels.txt, class_names.txt, labelmap.txt)을 찾지 못해 마스크의 픽셀 값 0 하나만 클래스로 보고 번호를 이름으로 씁니다. 이름을 붙이려면 그 이름을 적은 classes.txt를 소스 폴더에 넣으세요.</translation>
    </message>
    <message>
        <source>No class names were found (classes.txt, labels.txt, class_names.txt or labelmap.txt), so the classes are the values the masks hold, 0 and 1, named by their numbers. To name them, put a classes.txt with one name a line, in value order, in the source folder</source>
        <translation>클래스 이름 파일(classes.txt, labels.txt, class_names.txt, labelmap.txt)을 찾지 못해 마스크의 픽셀 값 0과 1 각각을 하나의 클래스로 보고 번호를 이름으로 씁니다. 이름을 붙이려면 값 순서대로 한 줄에 이름 하나씩 적은 classes.txt를 소스 폴더에 넣으세요.</translation>
    </message>
    <message>
        <source>{file} names no class (it is empty), so the one class is the value the masks hold, only 0, named by its number. To name it, put a classes.txt with its name in the source folder</source>
        <translation>{file} 파일에 클래스 이름이 하나도 없어(비어 있음) 마스크의 픽셀 값 0 하나만 클래스로 보고 번호를 이름으로 씁니다. 이름을 붙이려면 그 이름을 적은 classes.txt를 소스 폴더에 넣으세요.</translation>
    </message>
    <message>
        <source>{file} names no class (it is empty), so the classes are the values the masks hold, 0 and 1, named by their numbers. To name them, put a classes.txt with one name a line, in value order, in the source folder</source>
        <translation>{file} 파일에 클래스 이름이 하나도 없어(비어 있음) 마스크의 픽셀 값 0과 1 각각을 하나의 클래스로 보고 번호를 이름으로 씁니다. 이름을 붙이려면 값 순서대로 한 줄에 이름 하나씩 적은 classes.txt를 소스 폴더에 넣으세요.</translation>
    </message>
    <message>
        <source>The masks hold only 0 and 255, and 255 is read as &quot;ignore&quot; (pixels left out of training), not as a class: the objects they mark are ignored, and the one class is 0, the background. To train on the objects, save the masks with 1 for them (0 stays the background); a classes.txt does not change how 255 is read</source>
        <translation>마스크에 0과 255만 있습니다. 255는 클래스가 아니라 &quot;ignore&quot;(학습에 쓰지 않는 픽셀)로 읽히므로 마스크가 표시한 객체는 무시되고, 클래스는 배경인 0 하나뿐입니다. 객체를 학습시키려면 객체를 1로 하여 마스크를 다시 저장하세요. 배경은 0 그대로 둡니다. classes.txt를 두어도 255를 읽는 방식은 바뀌지 않습니다.</translation>
    </message>
    <message>
        <source>Some masks hold 255, which is read as &quot;ignore&quot; (pixels left out of training), not as a class</source>
        <translation>255를 담은 마스크가 있습니다. 255는 클래스가 아니라 &quot;ignore&quot;(학습에 쓰지 않는 픽셀)로 읽힙니다.</translation>
    </message>
    <message>
        <source>{file} gives the image size {declared}, but the image is {actual}, another shape: its boxes cannot be placed on it; correct the size (width, height) in {file}, or check that it belongs to this image</source>
        <translation>{file} 파일에 적힌 이미지 크기는 {declared}이지만 실제 이미지는 {actual} 크기로 가로세로 비율이 다릅니다. 박스를 이미지 위에 놓을 수 없습니다. {file} 파일의 크기(width, height)를 고치거나, 이 이미지의 주석이 맞는지 확인하세요</translation>
    </message>
    <message>
        <source>Each image&apos;s class mask is drawn from its objects&apos; polygons and RLE masks, class 0 being the background; where objects overlap, the smaller one is on top</source>
        <translation>각 이미지의 클래스 마스크는 객체의 다각형과 RLE 마스크로 그리며, 클래스 0이 배경입니다. 객체가 겹치는 곳에서는 작은 객체를 위에 둡니다</translation>
    </message>
    <message>
        <source>{n} crowd region (iscrowd) is marked 255, “ignore”, not as its class: its pixels are left out of training</source>
        <translation>crowd 영역(iscrowd) {n}개는 클래스가 아니라 255 “무시”로 표시합니다. 그 픽셀은 학습에 쓰지 않습니다</translation>
    </message>
    <message>
        <source>{n} crowd regions (iscrowd) are marked 255, “ignore”, not as their class: their pixels are left out of training</source>
        <translation>crowd 영역(iscrowd) {n}개는 클래스가 아니라 255 “무시”로 표시합니다. 그 픽셀은 학습에 쓰지 않습니다</translation>
    </message>
    <message>
        <source>This source has no objects, so there is no class mask to draw as semantic segmentation. Write it as object detection under “Write as”, or annotate the images first.</source>
        <translation>이 소스에는 객체가 없어 시맨틱 세그멘테이션으로 그릴 클래스 마스크가 없습니다. “저장 형식”에서 객체 검출을 고르거나, 먼저 이미지에 주석을 다세요.</translation>
    </message>
    <message>
        <source>This source&apos;s {n} object has no shape (a polygon or an RLE mask), only a box, so there is no class mask to draw as semantic segmentation. Write it as object detection under “Write as”, with “Store object masks” to keep its box as its mask, or export the annotations with polygons or masks.</source>
        <translation>이 소스의 객체 {n}개에는 모양(다각형이나 RLE 마스크)이 없고 박스만 있어 시맨틱 세그멘테이션으로 그릴 클래스 마스크가 없습니다. “저장 형식”에서 객체 검출을 고르세요. “객체 마스크 저장”을 켜면 박스를 마스크로도 저장합니다. 또는 다각형이나 마스크가 있는 주석으로 다시 내보내세요.</translation>
    </message>
    <message>
        <source>None of this source&apos;s {n} objects has a shape (a polygon or an RLE mask), only boxes, so there is no class mask to draw as semantic segmentation. Write it as object detection under “Write as”, with “Store object masks” to keep each box as its object&apos;s mask, or export the annotations with polygons or masks.</source>
        <translation>이 소스의 객체 {n}개 모두 모양(다각형이나 RLE 마스크)이 없고 박스만 있어 시맨틱 세그멘테이션으로 그릴 클래스 마스크가 없습니다. “저장 형식”에서 객체 검출을 고르세요. “객체 마스크 저장”을 켜면 각 박스를 그 객체의 마스크로도 저장합니다. 또는 다각형이나 마스크가 있는 주석으로 다시 내보내세요.</translation>
    </message>
    <message>
        <source>This source has {n} classes, but a class mask holds at most {most} (beside the background 0 and 255, “ignore”). Write it as object detection under “Write as”.</source>
        <translation>이 소스에는 클래스가 {n}개 있지만 클래스 마스크에는 배경 0과 255 “무시” 외에 최대 {most}개까지만 들어갑니다. “저장 형식”에서 객체 검출을 고르세요.</translation>
    </message>
    <message>
        <source>JPEG data ends early: libjpeg painted the rest of the picture grey (the file is damaged: copy it again from the original)</source>
        <translation>JPEG 데이터가 일찍 끝납니다: 나머지 부분을 libjpeg가 회색으로 채웠습니다 (파일이 손상되었습니다. 원본에서 다시 복사하세요)</translation>
    </message>
    <message>
        <source>JPEG has no image data in its first {size}: the file is damaged; copy it again from the original</source>
        <translation>JPEG의 처음 {size}에 이미지 데이터가 없습니다: 파일이 손상되었습니다. 원본에서 다시 복사하세요</translation>
    </message>
    <message>
        <source>cannot read the file: {detail} (check the disk or network drive it is on, then convert again)</source>
        <translation>파일을 읽을 수 없습니다: {detail} (파일이 있는 디스크나 네트워크 드라이브를 확인한 뒤 다시 변환하세요)</translation>
    </message>
    <message>
        <source>file is {size}, above the limit of {limit} for one image (raise it on the command line with --max-file-size if it is a genuine image)</source>
        <translation>파일이 {size}로 이미지 한 장의 한도 {limit}를 넘습니다 (정상 이미지라면 명령줄의 --max-file-size로 한도를 올리세요)</translation>
    </message>
    <message>
        <source>decoding this image needs about {need}, more than the {limit} this run may use (close other programs and convert it again; on the command line, --memory-limit raises the limit)</source>
        <translation>이 이미지를 디코딩하려면 약 {need}가 필요해 이 변환이 쓸 수 있는 {limit}를 넘습니다 (다른 프로그램을 닫고 다시 변환하세요. 명령줄에서는 --memory-limit로 한도를 올릴 수 있습니다)</translation>
    </message>
    <message>
        <source>JPEG has more than {n} scans (a crafted or broken progressive file; decoding it would take minutes): save it again as JPEG in an image editor</source>
        <translation>JPEG 스캔이 {n}개를 넘습니다 (조작되었거나 손상된 프로그레시브 파일입니다. 디코딩에 몇 분이 걸립니다): 이미지 편집 프로그램에서 JPEG로 다시 저장하세요</translation>
    </message>
    <message>
        <source>{sentence}; copy it again from the original</source>
        <translation>{sentence}. 원본에서 다시 복사하세요</translation>
    </message>
    <message>
        <source>animated WebP cannot be stored as the original: TensorFlow crashes decoding it (choose JPEG or PNG under “Format”, which keep its first frame)</source>
        <translation>애니메이션 WebP는 원본 그대로 저장할 수 없습니다: TensorFlow가 디코딩하다 멈춥니다 (“형식”에서 JPEG나 PNG를 고르세요. 첫 프레임이 남습니다)</translation>
    </message>
    <message>
        <source>{format} cannot be stored as the original: TensorFlow and DALI cannot decode it (choose JPEG or PNG under “Format”, which convert it)</source>
        <translation>{format} 파일은 원본 그대로 저장할 수 없습니다: TensorFlow도 DALI도 디코딩하지 못합니다 (“형식”에서 JPEG나 PNG를 고르면 변환해서 저장합니다)</translation>
    </message>
    <message>
        <source>label {label} is too large: integer labels are class numbers 0 to {top} (at most {cap} or the number of rows); check this row, or use class names</source>
        <translation>라벨 값({label})이 너무 큽니다: 정수 라벨은 0~{top}의 클래스 번호입니다 (최대 {cap} 또는 행 수까지). 이 행을 확인하거나 클래스 이름을 쓰세요</translation>
    </message>
    <message>
        <source>the class folder name &quot;{name}&quot; is not valid UTF-8 text, so it cannot be written as a label; rename the folder</source>
        <translation>클래스 폴더 이름이 올바른 UTF-8 텍스트가 아니어서 라벨로 쓸 수 없습니다: &quot;{name}&quot;. 폴더 이름을 바꾸세요</translation>
    </message>
    <message>
        <source>the class name &quot;{name}&quot; contains a control character ({which}), which would break labels.txt; rename it</source>
        <translation>클래스 이름 &quot;{name}&quot;에 제어 문자({which})가 있어 labels.txt가 깨집니다. 이름을 바꾸세요</translation>
    </message>
    <message>
        <source>the class name is empty or only spaces; rename it</source>
        <translation>클래스 이름이 비어 있거나 공백뿐입니다. 이름을 바꾸세요</translation>
    </message>
    <message>
        <source>{sentence} (CSV line {line})</source>
        <translation>{sentence} (CSV {line}행)</translation>
    </message>
    <message>
        <source>duplicate row: line {n} repeats line {m} (the same label); the first is kept</source>
        <translation>중복 행: {n}행이 {m}행과 같습니다 (같은 라벨). 첫 행을 씁니다</translation>
    </message>
    <message>
        <source>{path}: no such file or folder. Check the path.</source>
        <translation>{path}: 그런 파일이나 폴더가 없습니다. 경로를 확인하세요.</translation>
    </message>
    <message>
        <source>{path}: permission denied. Choose a folder you can read.</source>
        <translation>{path}: 권한이 없습니다. 읽을 수 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>{path}: no images, only {files}. Choose the folder that holds your images (or one sub-folder per class).</source>
        <translation>{path}: 이미지가 없고 {files}만 있습니다. 이미지가 들어 있는 폴더(또는 클래스마다 하위 폴더가 있는 폴더)를 고르세요.</translation>
    </message>
    <message>
        <source>{path}: the folder contains no files. Choose the folder that holds your images (or one sub-folder per class).</source>
        <translation>{path}: 폴더에 파일이 없습니다. 이미지가 들어 있는 폴더(또는 클래스마다 하위 폴더가 있는 폴더)를 고르세요.</translation>
    </message>
    <message>
        <source>{path}: cannot read the file ({detail}).</source>
        <translation>{path}: 파일을 읽을 수 없습니다 ({detail}).</translation>
    </message>
    <message>
        <source>{path}: this is {kind}, not a CSV file. Choose a folder or a CSV/TSV file.</source>
        <translation>{path}: {kind}이며 CSV 파일이 아닙니다. 폴더나 CSV/TSV 파일을 고르세요.</translation>
    </message>
    <message>
        <source>{path}: this is a spreadsheet workbook, not a CSV file. Save it as CSV (in Excel: File → Save As → “CSV UTF-8”), then choose the CSV file.</source>
        <translation>{path}: 스프레드시트 통합 문서이며 CSV 파일이 아닙니다. CSV로 저장한 뒤(Excel에서는 파일 → 다른 이름으로 저장 → “CSV UTF-8”) 그 CSV 파일을 고르세요.</translation>
    </message>
    <message>
        <source>{path}: this is one image, not a folder or a table. Choose the folder that holds your images.</source>
        <translation>{path}: 이미지 한 장이며 폴더나 표가 아닙니다. 이미지가 들어 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>{path}: the file is not UTF-8 text. Save it as &apos;CSV UTF-8&apos; and try again.</source>
        <translation>{path}: 파일이 UTF-8 텍스트가 아닙니다. &apos;CSV UTF-8&apos;로 저장한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <source>conflicting rows: line {n} gives this image the label {label}, line {m} the label {first}; line {m} is kept (correct the table if it is the wrong one)</source>
        <translation>어긋나는 행: 이 이미지의 라벨이 {n}행에서는 {label}, {m}행에서는 {first}입니다. {m}행을 씁니다 (틀렸다면 표를 고치세요)</translation>
    </message>
    <message>
        <source>{path}: this is a {kind} archive. Unpack it first (on Windows 11: right-click it → Extract All; on older Windows: with 7-Zip, from 7-zip.org; on a Mac: double-click it, or for 7-Zip and RAR use The Unarchiver), then choose the folder it unpacks to.</source>
        <translation>{path}: {kind} 압축 파일입니다. 먼저 압축을 풀고(Windows 11에서는 마우스 오른쪽 단추 → 모두 압축 풀기, 이전 Windows에서는 7-Zip(7-zip.org)으로, Mac에서는 두 번 클릭, 7-Zip이나 RAR은 The Unarchiver로) 풀린 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>{path}: the file has no rows. Expected columns path,label[,split].</source>
        <translation>{path}: 파일에 행이 없습니다. 필요한 열: path,label[,split].</translation>
    </message>
    <message>
        <source>{path}: the header has no &apos;label&apos; column. Expected columns path,label[,split].</source>
        <translation>{path}: 머리글에 &apos;label&apos; 열이 없습니다. 필요한 열: path,label[,split].</translation>
    </message>
    <message>
        <source>{path}, line {line}: only one column. Expected columns path,label[,split] (the label column is missing).</source>
        <translation>{path}, {line}행: 열이 하나뿐입니다. 필요한 열: path,label[,split] (label 열이 없음).</translation>
    </message>
    <message>
        <source>{path}, line {line}: the path is empty.</source>
        <translation>{path}, {line}행: 경로가 비어 있습니다.</translation>
    </message>
    <message>
        <source>{path}, line {line}: the label is missing for {file}. Every row needs path,label.</source>
        <translation>{path}, {line}행: {file}의 라벨이 없습니다. 모든 행에 path,label이 필요합니다.</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split}. Use one of {splits}.</source>
        <translation>{path}, {line}행: 알 수 없는 분할 {split}입니다. {splits} 중 하나를 쓰세요.</translation>
    </message>
    <message>
        <source>{path}, line {line}: unknown split {split}. Use one of {splits}, or add it under “Split” (e.g. train=0.9,{name}=0.1: rows that name a split keep it).</source>
        <translation>{path} {line}행: 알 수 없는 분할 {split}입니다. {splits} 중 하나를 쓰거나 “분할”에 추가하세요 (예: train=0.9,{name}=0.1. 분할이 적힌 행은 그 분할을 유지합니다).</translation>
    </message>
    <message>
        <source>the path is empty</source>
        <translation>경로가 비어 있습니다</translation>
    </message>
    <message>
        <source>the label is missing; every row needs path,label</source>
        <translation>라벨이 없습니다. 모든 행에 path,label이 필요합니다</translation>
    </message>
    <message>
        <source>{path}: integer labels must be 0 or more.</source>
        <translation>{path}: 정수 라벨은 0 이상이어야 합니다.</translation>
    </message>
    <message>
        <source>listed twice in the annotations; the first entry is kept</source>
        <translation>주석에 두 번 나옵니다. 첫 항목을 씁니다</translation>
    </message>
    <message>
        <source>listed twice in the annotations; the first entry is kept, and this entry&apos;s {n} object is not used</source>
        <translation>주석에 두 번 나옵니다. 첫 항목을 쓰고, 이 항목의 객체 {n}개는 쓰지 않습니다</translation>
    </message>
    <message>
        <source>listed twice in the annotations; the first entry is kept, and this entry&apos;s {n} objects are not used</source>
        <translation>주석에 두 번 나옵니다. 첫 항목을 쓰고, 이 항목의 객체 {n}개는 쓰지 않습니다</translation>
    </message>
    <message>
        <source>no annotations for this image (“Leave out images without annotations” is ticked)</source>
        <translation>이 이미지에는 주석이 없습니다 (“주석 없는 이미지 제외”가 켜져 있습니다)</translation>
    </message>
    <message>
        <source>malformed JSON at line {line}, column {column}: {detail}</source>
        <translation>JSON 형식이 잘못되었습니다 ({line}행, {column}열): {detail}</translation>
    </message>
    <message>
        <source>cannot read the JSON: {detail}</source>
        <translation>JSON을 읽을 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>{path}: {sentence}. Fix the file (a text editor shows the line) and scan again.</source>
        <translation>{path}: {sentence}. 텍스트 편집기로 그 줄을 찾아 파일을 고친 뒤 소스를 다시 읽으세요.</translation>
    </message>
    <message>
        <source>not a COCO file: no &apos;images&apos; list</source>
        <translation>COCO 파일이 아닙니다: &apos;images&apos; 목록이 없습니다</translation>
    </message>
    <message>
        <source>{file}: an &apos;images&apos; entry without id or file_name: {entry}</source>
        <translation>{file}: id나 file_name이 없는 &apos;images&apos; 항목: {entry}</translation>
    </message>
    <message>
        <source>duplicate image id {id} in {file}: its annotations cannot be told apart; fix the JSON</source>
        <translation>{file} 파일에서 이미지 id {id} 값이 중복됩니다: 주석을 구분할 수 없습니다. JSON을 고치세요</translation>
    </message>
    <message>
        <source>mask without an image: {folder}/ has no image named {name}</source>
        <translation>이미지가 없는 마스크입니다: {folder}/에 이름이 &apos;{name}&apos;인 이미지가 없습니다</translation>
    </message>
    <message>
        <source>cannot read the mask {file}: {sentence}</source>
        <translation>{file} 마스크 파일을 읽을 수 없습니다: {sentence}</translation>
    </message>
    <message>
        <source>cannot read the mask {file}: {detail}</source>
        <translation>{file} 마스크 파일을 읽을 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>mask is {mask_w}x{mask_h}, its image is {w}x{h}: they must be the same size</source>
        <translation>마스크는 {mask_w}x{mask_h}, 이미지는 {w}x{h}입니다: 크기가 같아야 합니다</translation>
    </message>
    <message>
        <source>the mask {mask} is {mask_w}x{mask_h}, but its image is {w}x{h}: they must be the same size; fix the mask</source>
        <translation>마스크 파일 {mask}의 크기({mask_w}x{mask_h})가 이미지 크기({w}x{h})와 다릅니다. 두 크기가 같아야 하니 마스크를 고치세요</translation>
    </message>
    <message>
        <source>mask has class values outside 0..255; store classes 0..255 in a grey or palette PNG</source>
        <translation>마스크에 0..255 범위를 벗어난 클래스 값이 있습니다. 클래스를 0..255 값으로 회색조 또는 팔레트 PNG에 저장하세요</translation>
    </message>
    <message>
        <source>mask is a {mode} colour image; class masks must be grey or palette PNGs whose values are class indices, or colour masks beside a labelmap.txt that gives each class its colour (as CVAT exports)</source>
        <translation>마스크가 {mode} 컬러 이미지입니다. 클래스 마스크는 값이 클래스 번호인 회색조 또는 팔레트 PNG이거나, 각 클래스의 색을 적은 labelmap.txt(CVAT가 내보내는 파일)가 옆에 있는 컬러 마스크여야 합니다</translation>
    </message>
    <message>
        <source>the mask {mask} is a colour image ({mode}); class masks must be grey or palette PNGs whose values are class indices, or colour masks beside a labelmap.txt that gives each class its colour (as CVAT exports)</source>
        <translation>마스크 파일 {mask}의 형식이 컬러 이미지({mode})입니다. 클래스 마스크는 값이 클래스 번호인 회색조 또는 팔레트 PNG이거나, 각 클래스의 색을 적은 labelmap.txt(CVAT가 내보내는 파일)가 옆에 있는 컬러 마스크여야 합니다</translation>
    </message>
    <message>
        <source>mask has the colour {colour}, which labelmap.txt gives to no class</source>
        <translation>마스크에 {colour} 색이 있지만 labelmap.txt에 그 색의 클래스가 없습니다</translation>
    </message>
    <message>
        <source>mask has class value {value}, but the class names list has {classes} class (0..{last}; 255 = ignore)</source>
        <translation>마스크에 있는 클래스 값 {value}에 해당하는 클래스가 없습니다: 클래스 이름 목록에는 클래스가 {classes}개(0..{last}, 255 = 무시)만 있습니다</translation>
    </message>
    <message>
        <source>mask has class value {value}, but the class names list has {classes} classes (0..{last}; 255 = ignore)</source>
        <translation>마스크에 있는 클래스 값 {value}에 해당하는 클래스가 없습니다: 클래스 이름 목록에는 클래스가 {classes}개(0..{last}, 255 = 무시)만 있습니다</translation>
    </message>
    <message>
        <source>an object&apos;s RLE mask is {mask_w}x{mask_h}, the image is {w}x{h}</source>
        <translation>객체의 RLE 마스크는 {mask_w}x{mask_h}, 이미지는 {w}x{h}입니다</translation>
    </message>
    <message>
        <source>{file} line {line}: the path is empty</source>
        <translation>{file} {line}행: 경로가 비어 있습니다</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown split {split}</source>
        <translation>{file} {line}행: 알 수 없는 분할 {split}</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown split {split} in the column {column}</source>
        <translation>{file} {line}행: 분할로 읽은 열 {column}에 알 수 없는 분할 이름이 있습니다: {split}</translation>
    </message>
    <message>
        <source>malformed XML in {file} at line {line}, column {column}: {detail}</source>
        <translation>{file}의 XML 형식이 잘못되었습니다 ({line}행, {column}열): {detail}</translation>
    </message>
    <message>
        <source>cannot read {file}: {detail}</source>
        <translation>{file} 파일을 읽을 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>{file} is cut short: it ends inside its XML (line {line}); copy it again from the labelling tool&apos;s export</source>
        <translation>{file} 파일이 잘렸습니다: XML 중간({line}번째 줄)에서 끝납니다. 라벨링 도구에서 내보낸 파일을 다시 복사하세요</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no annotations (label the image again, or delete {file} to keep the image without any)</source>
        <translation>{file} 파일이 비어 있습니다: 주석이 없습니다 (이미지에 다시 라벨을 붙이거나, {file} 파일을 삭제하면 주석 없는 이미지로 남길 수 있습니다)</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no annotations; export it again from the labelling tool</source>
        <translation>{file} 파일이 비어 있습니다: 주석이 없습니다. 라벨링 도구에서 다시 내보내세요</translation>
    </message>
    <message>
        <source>{path} is empty: it holds no annotations. Export them again from the labelling tool.</source>
        <translation>{path} 파일이 비어 있습니다: 주석이 없습니다. 라벨링 도구에서 다시 내보내세요.</translation>
    </message>
    <message>
        <source>malformed YAML at line {line}: {detail}; class names are taken from classes.txt or numbered</source>
        <translation>YAML 형식이 잘못되었습니다 ({line}행): {detail}. 클래스 이름은 classes.txt에서 가져오거나 번호로 붙입니다</translation>
    </message>
    <message>
        <source>the names in it are not numbered 0, 1, 2, … (as YOLO&apos;s class indices are); class names are taken from classes.txt or numbered</source>
        <translation>이름에 YOLO의 클래스 번호처럼 0, 1, 2, … 번호가 붙어 있지 않습니다. 클래스 이름은 classes.txt에서 가져오거나 번호로 붙입니다</translation>
    </message>
    <message>
        <source>annotations for an image that does not exist: {folder}/ has no image named {name}</source>
        <translation>없는 이미지의 주석입니다: {folder}/에 이름이 &apos;{name}&apos;인 이미지가 없습니다</translation>
    </message>
    <message>
        <source>annotations for an image that does not exist: {folder}/ has no image named {name}, but {image} differs from it only in capital letters: rename one of them so that the names match (the image is kept without annotations)</source>
        <translation>없는 이미지의 주석입니다: {folder}/에 이름이 &apos;{name}&apos;인 이미지는 없지만, {image} 파일과는 대소문자만 다릅니다. 이름이 같아지도록 둘 중 하나의 이름을 바꾸세요. 이미지는 주석 없이 남깁니다</translation>
    </message>
    <message>
        <source>annotations for an image that does not exist ({folder} has no image named {name}), in a file that cannot be read either: {sentence}</source>
        <translation>없는 이미지의 주석이며, 파일도 읽을 수 없습니다 ({folder}에 이름이 &apos;{name}&apos;인 이미지가 없습니다): {sentence}</translation>
    </message>
    <message>
        <source>{file} line {line}: {count} field, expected 5 (class cx cy w h) or a polygon (class x1 y1 x2 y2 x3 y3 ...)</source>
        <translation>{file} {line}행: 필드가 {count}개입니다. 5개(class cx cy w h)나 다각형(class x1 y1 x2 y2 x3 y3 ...)이어야 합니다</translation>
    </message>
    <message>
        <source>{file} line {line}: {count} fields, expected 5 (class cx cy w h) or a polygon (class x1 y1 x2 y2 x3 y3 ...)</source>
        <translation>{file} {line}행: 필드가 {count}개입니다. 5개(class cx cy w h)나 다각형(class x1 y1 x2 y2 x3 y3 ...)이어야 합니다</translation>
    </message>
    <message>
        <source>{file} line {line}: {text} is not numbers (class cx cy w h)</source>
        <translation>{file} {line}행: {text} 부분이 숫자가 아닙니다 (class cx cy w h)</translation>
    </message>
    <message>
        <source>{file}: category id {id} has two names, &apos;{first}&apos; and &apos;{name}&apos;: the first is used for its boxes. If they are different classes, give each its own id</source>
        <translation>{file}: 카테고리 id {id}에 이름이 두 개(&apos;{first}&apos;, &apos;{name}&apos;) 있습니다. 그 박스에는 첫 번째 이름을 씁니다. 서로 다른 클래스라면 각각 다른 id를 주세요</translation>
    </message>
    <message>
        <source>has no image_id, so it belongs to no image: left out</source>
        <translation>image_id가 없어 어느 이미지에도 속하지 않으므로 제외했습니다</translation>
    </message>
    <message>
        <source>the object has only a box, no polygon or mask: its box is marked 255 (“ignore”) in the class mask</source>
        <translation>객체에 박스만 있고 다각형이나 마스크가 없습니다: 클래스 마스크에서 그 박스를 255(“무시”)로 표시합니다</translation>
    </message>
    <message>
        <source>the Dask cluster went away or cannot run the tasks</source>
        <translation>Dask 클러스터를 더 이상 쓸 수 없거나 작업을 실행할 수 없습니다</translation>
    </message>
    <message>
        <source>Resume: the run in {out} was started by TFRecord Studio {started}, which took other files into records than this version ({ours}): {sentence} Its finished shards include one of them: {file}. One dataset must not take its records by two rules. Finish it with TFRecord Studio {started}, or tick “Replace existing output” to convert everything again.</source>
        <translation>재개: {out}의 변환은 TFRecord Studio {started}에서 시작되었습니다. 이 버전({ours})과는 어떤 파일을 레코드로 만들지 정하는 기준이 다릅니다. {sentence} 완성된 샤드에도 그런 파일이 있습니다: {file}. 한 데이터셋의 레코드를 두 가지 기준으로 고를 수는 없습니다. TFRecord Studio {started}에서 마치거나 “기존 출력 바꾸기”를 켜고 모두 다시 변환하세요.</translation>
    </message>
    <message>
        <source>it stored PNG images whose data is damaged (with wrong or black pixels), which this version refuses.</source>
        <translation>그 버전은 데이터가 손상된 PNG 이미지를 (잘못되거나 검은 픽셀인 채로) 저장했지만, 이 버전은 변환하지 않습니다.</translation>
    </message>
    <message>
        <source>with “Original bytes” it stored damaged or cut-short GIF, TIFF, WebP and BMP files as they were, which this version refuses.</source>
        <translation>그 버전은 “원본 바이트”로 손상되었거나 중간에 잘린 GIF, TIFF, WebP, BMP 파일을 그대로 저장했지만, 이 버전은 변환하지 않습니다.</translation>
    </message>
    <message>
        <source>it stored camera RAW files as their small preview, which this version refuses.</source>
        <translation>그 버전은 카메라 RAW 파일을 작은 미리 보기 이미지로 저장했지만, 이 버전은 변환하지 않습니다.</translation>
    </message>
    <message>
        <source>it refused GIF, TIFF and WebP images whose later frames or pages are damaged, which this version converts (their first picture).</source>
        <translation>그 버전은 두 번째 이후 프레임이나 페이지가 손상된 GIF, TIFF, WebP 이미지를 변환하지 않았지만, 이 버전은 첫 번째 이미지를 변환합니다.</translation>
    </message>
    <message>
        <source>it converted images whose class mask is smoothed (anti-aliased) or damaged, which this version refuses.</source>
        <translation>그 버전은 클래스 마스크가 흐려졌거나(안티에일리어싱) 손상된 이미지도 변환했지만, 이 버전은 변환하지 않습니다.</translation>
    </message>
    <message>
        <source>it refused images whose grey class mask was saved in colour (its three channels equal, or grey with an opaque alpha), which this version converts, reading the mask as grey.</source>
        <translation>그 버전은 회색 클래스 마스크가 컬러로 저장된 이미지(세 채널이 같거나, 불투명한 알파가 있는 회색)를 변환하지 않았지만, 이 버전은 마스크를 회색으로 읽어 변환합니다.</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has only class 0); the image is skipped with its {n} other box. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} {line}행: 알 수 없는 클래스 {cls} (클래스 이름 목록에는 클래스 0만 있습니다). 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 클래스 번호를 고치거나, {names}에 클래스 {cls}의 이름을 추가하세요</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has only class 0); the image is skipped with its {n} other boxes. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} {line}행: 알 수 없는 클래스 {cls} (클래스 이름 목록에는 클래스 0만 있습니다). 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 클래스 번호를 고치거나, {names}에 클래스 {cls}의 이름을 추가하세요</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has only class 0); the image is skipped. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} {line}행: 알 수 없는 클래스 {cls} (클래스 이름 목록에는 클래스 0만 있습니다). 이 이미지를 건너뜁니다. 그 행의 클래스 번호를 고치거나, {names}에 클래스 {cls}의 이름을 추가하세요</translation>
    </message>
    <message>
        <source>Writing the output files takes most of the time: the writer is busy {writer} of the time while workers are busy only {workers} (disk or compression is the limit; more workers will not help).</source>
        <translation>출력 파일을 쓰는 데 시간이 가장 많이 걸립니다: 쓰기 작업은 {writer}의 시간 동안 바쁘지만 워커는 {workers}만 바쁩니다 (디스크나 압축이 한계이므로 워커를 늘려도 빨라지지 않습니다).</translation>
    </message>
    <message>
        <source>Waiting for the source files takes most of the time: workers spend {share} of their time waiting for the disk (slow or network storage; copy the images to a local disk).</source>
        <translation>소스 파일을 기다리는 데 시간이 가장 많이 걸립니다: 워커가 시간의 {share} 동안 디스크를 기다립니다 (느리거나 네트워크 저장소입니다. 이미지를 로컬 디스크로 복사하세요).</translation>
    </message>
    <message>
        <source>Converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer} (more workers, up to the number of cores, help).</source>
        <translation>이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다 (코어 수까지 워커를 늘리면 빨라집니다).</translation>
    </message>
    <message>
        <source>Converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer} (more workers, up to {cores} — the number of cores — would help).</source>
        <translation>이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다 (워커를 코어 수인 {cores}개까지 늘리면 빨라집니다).</translation>
    </message>
    <message>
        <source>Converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer}; every core already has a worker, so more workers would not help. What would: a smaller output size, the “Original bytes” format (no re-encoding), a faster disk, or closing other programs.</source>
        <translation>이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다. 모든 코어에 이미 워커가 있어 워커를 늘려도 빨라지지 않습니다. 도움이 되는 방법: 출력 크기 줄이기, “원본 바이트” 형식(재인코딩 없음), 더 빠른 디스크, 다른 프로그램 닫기.</translation>
    </message>
    <message>
        <source>Resume: the run in {out} did not finish, and its journal ({journal}), which says which shards are complete, is missing, so none of its shards can be kept. Tick “Replace existing output” to convert everything again.</source>
        <translation>재개: {out}의 변환은 끝나지 않았고, 어느 샤드가 완성되었는지 적어 둔 변환 기록(저널, {journal})이 없으므로 샤드를 하나도 남길 수 없습니다. “기존 출력 바꾸기”를 켜고 모두 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Resume: the run in {out} was started by TFRecord Studio {started}, which writes its records as other bytes than this version ({ours}), and one dataset must not mix them. Finish it with TFRecord Studio {started}, or tick “Replace existing output” to convert everything again.</source>
        <translation>재개: {out}의 변환은 TFRecord Studio {started}에서 시작되었습니다. 이 버전({ours})과는 레코드를 다른 바이트로 저장하므로 한 데이터셋에 섞을 수 없습니다. TFRecord Studio {started}에서 마치거나 “기존 출력 바꾸기”를 켜고 모두 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Nothing is saturated: workers busy {workers}, writer {writer} (the run may be starting or finishing).</source>
        <translation>한계까지 바쁜 곳이 없습니다: 워커 {workers}, 쓰기 {writer} (시작 직후이거나 끝나 가는 중일 수 있습니다).</translation>
    </message>
    <message>
        <source>image not found: the annotations name it but the file does not exist. Copy the image to the path shown, or take it out of the annotations</source>
        <translation>이미지를 찾을 수 없습니다: 주석에는 있지만 파일이 없습니다. 표시된 경로에 이미지를 복사하거나 주석에서 이 이미지를 빼세요</translation>
    </message>
    <message>
        <source>image not found: {file} line {line} names {name}. Copy the image into the folder shown, or take its rows out of the table</source>
        <translation>이미지를 찾을 수 없습니다: {name} ({file} 파일 {line}행). 표시된 폴더에 이미지를 복사하거나 표에서 이 이미지의 행을 빼세요</translation>
    </message>
    <message>
        <source>{file} line {line}: width, height and box must be numbers; the image is skipped with its {n} other box. Correct the numbers on that line</source>
        <translation>{file} {line}행: 너비, 높이, 박스는 숫자여야 합니다. 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 숫자를 고치세요</translation>
    </message>
    <message>
        <source>{file} line {line}: width, height and box must be numbers; the image is skipped with its {n} other boxes. Correct the numbers on that line</source>
        <translation>{file} {line}행: 너비, 높이, 박스는 숫자여야 합니다. 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 숫자를 고치세요</translation>
    </message>
    <message>
        <source>{file} line {line}: width, height and box must be numbers; the image is skipped. Correct the numbers on that line</source>
        <translation>{file} {line}행: 너비, 높이, 박스는 숫자여야 합니다. 이 이미지를 건너뜁니다. 그 행의 숫자를 고치세요</translation>
    </message>
    <message>
        <source>{file} line {line}: the class is empty; the image is skipped with its {n} other box. Write the box&apos;s class on that line</source>
        <translation>{file} {line}행: 클래스가 비어 있습니다. 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행에 박스의 클래스를 적으세요</translation>
    </message>
    <message>
        <source>{file} line {line}: the class is empty; the image is skipped with its {n} other boxes. Write the box&apos;s class on that line</source>
        <translation>{file} {line}행: 클래스가 비어 있습니다. 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행에 박스의 클래스를 적으세요</translation>
    </message>
    <message>
        <source>{file} line {line}: the class is empty; the image is skipped. Write the box&apos;s class on that line</source>
        <translation>{file} {line}행: 클래스가 비어 있습니다. 이 이미지를 건너뜁니다. 그 행에 박스의 클래스를 적으세요</translation>
    </message>
    <message>
        <source>image not found: {file} lists {name} but no such file is beside it, in its images folder or in the folders below it. Copy the image into the folder shown, or take its entry out of the JSON</source>
        <translation>이미지를 찾을 수 없습니다: {file} 파일에 적힌 {name} 파일이 같은 위치에도, images 폴더에도, 그 아래 폴더에도 없습니다. 표시된 폴더에 이미지를 복사하거나 JSON에서 이 항목을 빼세요</translation>
    </message>
    <message>
        <source>{file} annotation {id}: unknown category id {category} (not in &apos;categories&apos;); the image is skipped with its {n} other object. Add category {category} to the &apos;categories&apos; list in {file}, or correct the annotation&apos;s category_id</source>
        <translation>{file} 주석 {id}: 알 수 없는 카테고리 id {category} (&apos;categories&apos;에 없음). 이 이미지는 다른 객체 {n}개와 함께 건너뜁니다. {file}의 &apos;categories&apos; 목록에 카테고리 {category} 항목을 추가하거나, 이 주석의 category_id를 고치세요</translation>
    </message>
    <message>
        <source>{file} annotation {id}: unknown category id {category} (not in &apos;categories&apos;); the image is skipped with its {n} other objects. Add category {category} to the &apos;categories&apos; list in {file}, or correct the annotation&apos;s category_id</source>
        <translation>{file} 주석 {id}: 알 수 없는 카테고리 id {category} (&apos;categories&apos;에 없음). 이 이미지는 다른 객체 {n}개와 함께 건너뜁니다. {file}의 &apos;categories&apos; 목록에 카테고리 {category} 항목을 추가하거나, 이 주석의 category_id를 고치세요</translation>
    </message>
    <message>
        <source>{file} annotation {id}: unknown category id {category} (not in &apos;categories&apos;); the image is skipped. Add category {category} to the &apos;categories&apos; list in {file}, or correct the annotation&apos;s category_id</source>
        <translation>{file} 주석 {id}: 알 수 없는 카테고리 id {category} (&apos;categories&apos;에 없음). 이 이미지를 건너뜁니다. {file}의 &apos;categories&apos; 목록에 카테고리 {category} 항목을 추가하거나, 이 주석의 category_id를 고치세요</translation>
    </message>
    <message>
        <source>cannot read {file}: {detail}; its image is converted without annotations, unless images without annotations are left out</source>
        <translation>{file} 파일을 읽을 수 없습니다: {detail}. 그 이미지는 주석 없이 변환합니다 (주석 없는 이미지를 제외하도록 선택한 경우에는 제외합니다)</translation>
    </message>
    <message>
        <source>image not found: {file} names {name} but {folder} has no such file. Copy the image there, or take it out of the annotations</source>
        <translation>이미지를 찾을 수 없습니다: {file} 파일에 적힌 {name} 파일이 {folder} 폴더에 없습니다. 그 폴더에 이미지를 복사하거나 주석에서 이 이미지를 빼세요</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has {known}); the image is skipped with its {n} other box. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} {line}행: 알 수 없는 클래스 {cls} (클래스 이름 목록에 있는 것은 클래스 {known}입니다). 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 클래스 번호를 고치거나, {names}에 클래스 {cls}의 이름을 추가하세요</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has {known}); the image is skipped with its {n} other boxes. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} {line}행: 알 수 없는 클래스 {cls} (클래스 이름 목록에 있는 것은 클래스 {known}입니다). 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 클래스 번호를 고치거나, {names}에 클래스 {cls}의 이름을 추가하세요</translation>
    </message>
    <message>
        <source>{file} line {line}: unknown class {cls} (the class names list has {known}); the image is skipped. Correct the class number on that line, or name class {cls} in {names}</source>
        <translation>{file} {line}행: 알 수 없는 클래스 {cls} (클래스 이름 목록에 있는 것은 클래스 {known}입니다). 이 이미지를 건너뜁니다. 그 행의 클래스 번호를 고치거나, {names}에 클래스 {cls}의 이름을 추가하세요</translation>
    </message>
    <message>
        <source>{file} line {line}: class {cls} is negative (YOLO&apos;s classes are numbered from 0); the image is skipped with its {n} other box. Correct the class number on that line</source>
        <translation>{file} {line}행: 음수인 클래스 번호 {cls} (YOLO의 클래스 번호는 0부터 시작합니다). 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 클래스 번호를 고치세요</translation>
    </message>
    <message>
        <source>{file} line {line}: class {cls} is negative (YOLO&apos;s classes are numbered from 0); the image is skipped with its {n} other boxes. Correct the class number on that line</source>
        <translation>{file} {line}행: 음수인 클래스 번호 {cls} (YOLO의 클래스 번호는 0부터 시작합니다). 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 클래스 번호를 고치세요</translation>
    </message>
    <message>
        <source>{file} line {line}: class {cls} is negative (YOLO&apos;s classes are numbered from 0); the image is skipped. Correct the class number on that line</source>
        <translation>{file} {line}행: 음수인 클래스 번호 {cls} (YOLO의 클래스 번호는 0부터 시작합니다). 이 이미지를 건너뜁니다. 그 행의 클래스 번호를 고치세요</translation>
    </message>
    <message>
        <source>Reading and checking the files takes most of the time: busy {workers} of the time, the writer {writer} (nothing is decoded: each file is stored as it is).</source>
        <translation>파일을 읽고 확인하는 데 시간이 가장 많이 걸립니다: {workers} 동안 바쁘고 쓰기 작업은 {writer}입니다 (아무것도 디코딩하지 않고 각 파일을 그대로 저장합니다).</translation>
    </message>
    <message>
        <source>Resume: the options or the input files differ from the interrupted run in {out}. Resume with the same options, or tick “Replace existing output” to start again.</source>
        <translation>재개: 옵션 또는 입력 파일이 {out}의 중단된 변환과 다릅니다. 같은 옵션으로 재개하거나 “기존 출력 바꾸기”를 켜고 처음부터 다시 시작하세요.</translation>
    </message>
    <message>
        <source>Resume: {out} holds a dataset from a run with other options or inputs. Tick “Replace existing output” to start again.</source>
        <translation>재개: {out}에는 다른 옵션 또는 입력으로 만든 데이터셋이 있습니다. “기존 출력 바꾸기”를 켜고 처음부터 다시 시작하세요.</translation>
    </message>
    <message>
        <source>Resume: the source changed since the interrupted run in {out}: {changes}. Put the source back as it was, or tick “Replace existing output” to convert everything again.</source>
        <translation>“재개”: {out}의 중단된 실행 뒤에 소스가 바뀌었습니다: {changes}. 소스를 원래대로 되돌리거나 “기존 출력 바꾸기”를 켜고 모두 다시 변환하세요.</translation>
    </message>
    <message>
        <source>TensorFlow cannot decode TIFF, and this dataset holds {n} TIFF file: convert it as PNG (under “Format”) to read it with TensorFlow.</source>
        <translation>TensorFlow는 TIFF를 디코딩하지 못합니다. 이 데이터셋에는 TIFF 파일이 {n}개 있습니다. TensorFlow로 읽으려면 “형식”에서 PNG를 골라 변환하세요.</translation>
    </message>
    <message>
        <source>TensorFlow cannot decode TIFF, and this dataset holds {n} TIFF files: convert them as PNG (under “Format”) to read them with TensorFlow.</source>
        <translation>TensorFlow는 TIFF를 디코딩하지 못합니다. 이 데이터셋에는 TIFF 파일이 {n}개 있습니다. TensorFlow로 읽으려면 “형식”에서 PNG를 골라 변환하세요.</translation>
    </message>
    <message>
        <source>TFDS&apos;s metadata is written with a complete dataset only, and this one has none: finish it with Resume, or convert it again (tick “Replace existing output”), to read it with TFDS.</source>
        <translation>TFDS 메타데이터는 완성된 데이터셋에만 기록되며, 이 데이터셋에는 없습니다. TFDS로 읽으려면 “재개”로 완성하거나 “기존 출력 바꾸기”를 켜고 다시 변환하세요.</translation>
    </message>
    <message>
        <source>The tfrecord package reads uncompressed and gzip shards, not zlib: convert with GZIP or no compression (under “Shards”).</source>
        <translation>tfrecord 패키지는 압축하지 않은 샤드와 gzip 샤드만 읽고 zlib은 읽지 못합니다: “샤드”에서 GZIP이나 압축 없음을 골라 변환하세요.</translation>
    </message>
    <message>
        <source>DALI reads uncompressed shards only (with their .idx files): convert with no compression (under “Shards”).</source>
        <translation>DALI는 압축하지 않은 샤드(와 .idx 파일)만 읽습니다: “샤드”에서 압축 없음을 골라 변환하세요.</translation>
    </message>
    <message>
        <source>DALI cannot reshape raw images of different sizes: convert them to one size (under “Size”).</source>
        <translation>DALI는 크기가 서로 다른 raw 이미지의 모양을 바꿀 수 없습니다: “크기”에서 크기 하나를 골라 변환하세요.</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}. Check the address and that the scheduler is running. The system&apos;s message: {detail}</source>
        <translation>{address}에서 응답하는 Dask 스케줄러가 없습니다. 주소와 스케줄러가 실행 중인지 확인하세요. 시스템 메시지: {detail}</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}: the computer there refused the connection, so nothing listens on that port. Check the port number and that the scheduler is running.</source>
        <translation>{address}에서 응답하는 Dask 스케줄러가 없습니다. 그 컴퓨터가 연결을 거부했으므로 그 포트에서 기다리는 프로그램이 없습니다. 포트 번호와 스케줄러가 실행 중인지 확인하세요.</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}: no computer is called {host}. Check the computer&apos;s name in the address.</source>
        <translation>{address}에서 응답하는 Dask 스케줄러가 없습니다. 이름이 “{host}”인 컴퓨터를 찾을 수 없습니다. 주소의 컴퓨터 이름을 확인하세요.</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}: this computer has no network route to it. Check the address, and that this computer is on the cluster&apos;s network (a VPN, for example).</source>
        <translation>{address}에서 응답하는 Dask 스케줄러가 없습니다. 이 컴퓨터에서 그곳으로 가는 네트워크 경로가 없습니다. 주소와, 이 컴퓨터가 클러스터의 네트워크(예: VPN)에 연결되어 있는지 확인하세요.</translation>
    </message>
    <message>
        <source>No Dask scheduler answers at {address}: the computer did not answer within {seconds} s. It may be switched off, or a firewall may block the port. Check the address and that the scheduler is running.</source>
        <translation>{address}에서 응답하는 Dask 스케줄러가 없습니다. 그 컴퓨터가 {seconds}초 안에 응답하지 않았습니다. 전원이 꺼져 있거나 방화벽이 그 포트를 막고 있을 수 있습니다. 주소와 스케줄러가 실행 중인지 확인하세요.</translation>
    </message>
    <message>
        <source>A web server answers at {address}, not a Dask scheduler. The port of the Dask dashboard (often 8787) is not the scheduler&apos;s (often 8786): check the port number.</source>
        <translation>{address}에서 응답한 것은 웹 서버이며 Dask 스케줄러가 아닙니다. Dask 대시보드의 포트(보통 8787)는 스케줄러의 포트(보통 8786)와 다릅니다. 포트 번호를 확인하세요.</translation>
    </message>
    <message>
        <source>Something answers at {address}, but not as a Dask scheduler: another program may use that port, or the scheduler expects a secure connection (its address then starts with tls:// instead of tcp://).</source>
        <translation>{address}에서 무언가가 응답했지만 Dask 스케줄러의 응답이 아닙니다. 다른 프로그램이 그 포트를 쓰고 있거나, 스케줄러가 보안 연결을 요구합니다. 그 경우 주소는 tcp://가 아니라 tls://로 시작합니다.</translation>
    </message>
    <message>
        <source>The computer at {address} does not use a secure connection (TLS): if it is a Dask scheduler, write its address with tcp:// instead of tls://.</source>
        <translation>{address}의 컴퓨터는 보안 연결(TLS)을 사용하지 않습니다. Dask 스케줄러라면 주소 앞부분의 tls://를 tcp://로 바꿔 쓰세요.</translation>
    </message>
    <message>
        <source>A tls:// address needs this computer&apos;s certificate for the cluster in Dask&apos;s configuration, and none is set. Ask whoever runs the cluster for it, or use a tcp:// address.</source>
        <translation>tls:// 주소를 쓰려면 Dask 설정에 이 컴퓨터의 클러스터용 인증서가 있어야 하는데, 설정되어 있지 않습니다. 클러스터 관리자에게 인증서를 받거나 tcp:// 주소를 사용하세요.</translation>
    </message>
    <message>
        <source>The Dask scheduler at {address} showed a certificate this computer does not trust (Dask&apos;s configuration names another certificate authority). Ask whoever runs the cluster for its certificates.</source>
        <translation>Dask 설정에 다른 인증 기관이 지정되어 있어, {address}의 Dask 스케줄러가 보낸 인증서를 이 컴퓨터가 신뢰하지 않습니다. 클러스터 관리자에게 인증서를 받으세요.</translation>
    </message>
    <message>
        <source>The Dask scheduler at {address} refused this computer&apos;s certificate. Ask whoever runs the cluster for a certificate it accepts.</source>
        <translation>{address}의 Dask 스케줄러가 이 컴퓨터의 인증서를 거부했습니다. 클러스터 관리자에게 허용되는 인증서를 받으세요.</translation>
    </message>
    <message>
        <source>The Dask scheduler at {address} has no workers: none joined within {seconds} s. Ask whoever runs the cluster to start workers for this scheduler (their command: dask worker {address}).</source>
        <translation>{address}의 Dask 스케줄러에 워커가 없습니다: {seconds}초 동안 하나도 합류하지 않았습니다. 클러스터 관리자에게 이 스케줄러의 워커를 시작해 달라고 요청하세요 (관리자가 쓰는 명령: dask worker {address}).</translation>
    </message>
    <message>
        <source>Every Dask worker must see the source and the output folder (a shared file system): {changes}.</source>
        <translation>모든 Dask 워커가 공유 파일 시스템으로 소스와 출력 폴더를 볼 수 있어야 합니다: {changes}.</translation>
    </message>
    <message>
        <source>the worker at {worker} cannot read {file} ({why})</source>
        <translation>{worker}의 워커가 {file} 파일을 읽을 수 없습니다: {why}</translation>
    </message>
    <message>
        <source>the worker at {worker} cannot create a file in {folder} ({why})</source>
        <translation>{worker}의 워커가 {folder} 폴더에 파일을 만들 수 없습니다: {why}</translation>
    </message>
    <message>
        <source>Every Dask worker must run the same TFRecord Studio and image libraries as this computer (TFRecord Studio {version}), or its shards would not be the bytes a run here writes: {changes}. Ask whoever runs the cluster to install the versions this computer has on the workers, then press Start again.</source>
        <translation>모든 Dask 워커에서 이 컴퓨터와 같은 TFRecord Studio와 이미지 라이브러리(TFRecord Studio {version})가 실행되어야 합니다. 그렇지 않으면 여기서 변환한 것과 같은 바이트의 샤드가 되지 않습니다: {changes}. 클러스터 관리자에게 이 컴퓨터와 같은 버전을 워커에 설치해 달라고 요청한 뒤 “시작”을 다시 누르세요.</translation>
    </message>
    <message>
        <source>the worker at {worker} has {name} version {theirs} where this computer has {ours}</source>
        <translation>{worker}의 워커에는 {name} {theirs} 버전이 있고, 이 컴퓨터에는 {ours} 버전이 있습니다</translation>
    </message>
    <message>
        <source>the worker at {worker} lacks {name}, which this computer has (version {ours}): install it in its Python environment (pip install {package}=={ours})</source>
        <translation>{worker}의 워커에는 이 컴퓨터에 있는 {name} 라이브러리({ours} 버전)가 없습니다. 그 워커의 Python 환경에 설치하세요: pip install {package}=={ours}</translation>
    </message>
    <message>
        <source>the worker at {worker} cannot run TFRecord Studio ({detail})</source>
        <translation>{worker}의 워커가 TFRecord Studio를 실행할 수 없습니다 ({detail})</translation>
    </message>
    <message>
        <source>the worker at {worker} has TFRecord Studio but not the module {module} it needs ({detail}): install {package} in its Python environment (pip install {package})</source>
        <translation>{worker}의 워커에 TFRecord Studio는 있지만 필요한 {module} 모듈이 없습니다 ({detail}). 그 워커의 Python 환경에 {package} 패키지를 설치하세요: pip install {package}</translation>
    </message>
    <message>
        <source>the worker at {worker} has TFRecord Studio but not the module {module} it needs ({detail}): install {package} in its Python environment (pip install {package}=={version})</source>
        <translation>{worker}의 워커에 TFRecord Studio는 있지만 필요한 {module} 모듈이 없습니다 ({detail}). 그 워커의 Python 환경에 {package} 패키지를 설치하세요: pip install {package}=={version}</translation>
    </message>
    <message>
        <source>Every Dask worker must run a Pillow built with the same libraries as this computer&apos;s (Pillow {pillow}), or its shards would not be the bytes a run here writes: {changes}. Ask whoever runs the cluster to install Pillow on the workers from the same source as on this computer (a pip wheel and a conda package of one Pillow version hold different libraries), then press Start again.</source>
        <translation>모든 Dask 워커에서 이 컴퓨터(Pillow {pillow})와 같은 라이브러리로 빌드된 Pillow가 실행되어야 합니다. 그렇지 않으면 여기서 변환한 것과 같은 바이트의 샤드가 되지 않습니다: {changes}. 클러스터 관리자에게 이 컴퓨터와 같은 곳에서 받은 Pillow를 워커에 설치해 달라고 요청한 뒤 “시작”을 다시 누르세요. 같은 버전의 Pillow라도 pip의 wheel과 conda 패키지는 들어 있는 라이브러리가 다릅니다.</translation>
    </message>
    <message>
        <source>the worker at {worker} has a Pillow built with {library} version {theirs} where this computer&apos;s Pillow has version {ours}</source>
        <translation>{worker}의 워커에 있는 Pillow는 {library} {theirs} 버전으로 빌드되었고, 이 컴퓨터의 Pillow는 {ours} 버전으로 빌드되었습니다</translation>
    </message>
    <message>
        <source>A Dask worker that joined during the run cannot convert: {changes}. The shards finished so far are kept: when that worker is fixed or stopped, press Resume.</source>
        <translation>변환 도중에 합류한 Dask 워커가 변환할 수 없습니다: {changes}. 지금까지 완성된 샤드는 남겨 두었습니다. 그 워커를 고치거나 멈춘 뒤 “재개”를 누르세요.</translation>
    </message>
    <message>
        <source>A Dask worker that joined during the run cannot run TFRecord Studio ({detail}): every worker needs TFRecord Studio {version}, as this computer has. The shards finished so far are kept: when that worker is fixed or stopped, press Resume.</source>
        <translation>변환 도중에 합류한 Dask 워커가 TFRecord Studio를 실행할 수 없습니다 ({detail}). 모든 워커에 이 컴퓨터와 같은 TFRecord Studio {version} 버전이 필요합니다. 지금까지 완성된 샤드는 남겨 두었습니다. 그 워커를 고치거나 멈춘 뒤 “재개”를 누르세요.</translation>
    </message>
    <message>
        <source>A Dask worker has TFRecord Studio but not the module {module} it needs ({detail}). Ask whoever runs the cluster to install {package} on the workers (pip install {package}); the shards finished so far are kept: then press Resume.</source>
        <translation>Dask 워커에 TFRecord Studio는 있지만 필요한 {module} 모듈이 없습니다 ({detail}). 클러스터 관리자에게 워커에 {package} 설치(pip install {package})를 요청하세요. 지금까지 완성된 샤드는 남겨 두었습니다. 설치가 끝나면 “재개”를 누르세요.</translation>
    </message>
    <message>
        <source>A Dask worker has TFRecord Studio but not the module {module} it needs ({detail}). Ask whoever runs the cluster to install {package} on the workers (pip install {package}=={version}); the shards finished so far are kept: then press Resume.</source>
        <translation>Dask 워커에 TFRecord Studio는 있지만 필요한 {module} 모듈이 없습니다 ({detail}). 클러스터 관리자에게 워커에 {package} 설치(pip install {package}=={version})를 요청하세요. 지금까지 완성된 샤드는 남겨 두었습니다. 설치가 끝나면 “재개”를 누르세요.</translation>
    </message>
    <message>
        <source>Every Dask worker left the scheduler at {address} during the run, and none joined within {seconds} s. The shards finished so far are kept: ask whoever runs the cluster to start workers again (their command: dask worker {address}), then press Resume; or choose “This computer” under “Run on” and press Resume to finish the run here.</source>
        <translation>변환 도중에 {address}의 Dask 스케줄러에서 모든 워커가 빠져나갔고, {seconds}초 동안 하나도 합류하지 않았습니다. 지금까지 완성된 샤드는 남겨 두었습니다. 클러스터 관리자에게 워커를 다시 시작해 달라고 요청한 뒤(관리자가 쓰는 명령: dask worker {address}) “재개”를 누르세요. 또는 “실행 위치”에서 “이 컴퓨터”를 고르고 “재개”를 누르면 이 컴퓨터에서 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Every job of {file} ended during the run (their walltime, or the queue stopped them), and no Dask worker joined within {seconds} s. The shards finished so far are kept: press Resume to submit new jobs, or choose “This computer” under “Run on” and press Resume to finish the run here.</source>
        <translation>변환 도중에 실행 시간 한도에 이르렀거나 큐가 멈춰 {file} 파일의 작업이 모두 끝났고, {seconds}초 동안 Dask 워커가 하나도 합류하지 않았습니다. 지금까지 완성된 샤드는 남겨 두었습니다. “재개”를 누르면 새 작업을 제출합니다. 또는 “실행 위치”에서 “이 컴퓨터”를 고르고 “재개”를 누르면 이 컴퓨터에서 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>The connection to the Dask scheduler at {address} was lost during the run (the scheduler stopped, or the network failed). The shards finished so far are kept: press Resume when the scheduler answers again, or choose “This computer” under “Run on” and press Resume to finish the run here.</source>
        <translation>변환 도중에 스케줄러가 멈췄거나 네트워크에 장애가 생겨 {address}의 Dask 스케줄러와의 연결이 끊겼습니다. 지금까지 완성된 샤드는 남겨 두었습니다. 스케줄러가 다시 응답하면 “재개”를 누르세요. 또는 “실행 위치”에서 “이 컴퓨터”를 고르고 “재개”를 누르면 이 컴퓨터에서 변환을 마칩니다.</translation>
    </message>
    <message>
        <source>Submitting {n} {kind} job from {file} failed: {detail}</source>
        <translation>{file}에서 {kind} 작업 {n}개를 제출하지 못했습니다: {detail}</translation>
    </message>
    <message>
        <source>Submitting {n} {kind} jobs from {file} failed: {detail}</source>
        <translation>{file}에서 {kind} 작업 {n}개를 제출하지 못했습니다: {detail}</translation>
    </message>
    <message>
        <source>The plan has {n} shard for {threads} cluster worker threads, so some stay idle; shards of about {per} images would use them all (a smaller size under “Shards”).</source>
        <translation>계획상 클러스터 워커 스레드 {threads}개에 샤드가 {n}개뿐이라 일부는 놀게 됩니다. 샤드당 약 {per}장이면 모두 사용됩니다. “샤드”에서 크기를 줄이세요.</translation>
    </message>
    <message>
        <source>The plan has {n} shards for {threads} cluster worker threads, so some stay idle; shards of about {per} images would use them all (a smaller size under “Shards”).</source>
        <translation>계획상 클러스터 워커 스레드 {threads}개에 샤드가 {n}개뿐이라 일부는 놀게 됩니다. 샤드당 약 {per}장이면 모두 사용됩니다. “샤드”에서 크기를 줄이세요.</translation>
    </message>
    <message>
        <source>The plan has {n} shards for {threads} cluster worker threads; a task converts a whole shard, so at the end some workers wait while others write their last one: {k} shards (about {per} images each) would keep them busy to the end (a smaller size under “Shards”).</source>
        <translation>계획상 클러스터 워커 스레드 {threads}개에 샤드가 {n}개입니다. 작업 하나가 샤드 하나를 통째로 변환하므로, 마지막에는 일부 워커가 다른 워커가 마지막 샤드를 쓰는 동안 기다리게 됩니다. 샤드를 {k}개(샤드당 약 {per}장)로 하면 끝까지 모두 일합니다. “샤드”에서 크기를 줄이세요.</translation>
    </message>
    <message>
        <source>there is no such file or folder there</source>
        <comment>why a Dask worker could not</comment>
        <translation>그곳에 그런 파일이나 폴더가 없습니다</translation>
    </message>
    <message>
        <source>it is not allowed to</source>
        <comment>why a Dask worker could not</comment>
        <translation>권한이 없습니다</translation>
    </message>
    <message>
        <source>the disk is read-only there</source>
        <comment>why a Dask worker could not</comment>
        <translation>그곳의 디스크가 읽기 전용입니다</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <comment>why a Dask worker could not</comment>
        <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <comment>why a Dask worker could not</comment>
        <translation>경로의 일부가 폴더가 아니라 파일입니다</translation>
    </message>
    <message>
        <source>Model Garden reads uncompressed or gzip shards only: convert with GZIP or no compression (under “Shards”).</source>
        <translation>Model Garden은 압축하지 않은 샤드나 gzip 샤드만 읽습니다: “샤드”에서 GZIP이나 압축 없음을 골라 변환하세요.</translation>
    </message>
    <message>
        <source>Convert as JPEG or PNG (under “Format”) for Model Garden.</source>
        <translation>Model Garden에서 쓰려면 “형식”에서 JPEG나 PNG를 골라 변환하세요.</translation>
    </message>
    <message>
        <source>GIF, WebP and 32-bit BMP originals still fail there (it decodes with tf.io.decode_image(channels=3) and animations expanded), so convert those as JPEG or PNG (under “Format”).</source>
        <translation>그쪽은 tf.io.decode_image(channels=3)로 애니메이션을 펼쳐 디코딩하므로, 원본이 GIF, WebP, 32비트 BMP이면 여전히 실패합니다. 그런 파일은 “형식”에서 JPEG나 PNG를 골라 변환하세요.</translation>
    </message>
    <message>
        <source>TF Model Garden&apos;s decoders decode encoded images only: convert as JPEG or PNG (under “Format”) for Model Garden.</source>
        <translation>TF Model Garden의 디코더는 인코딩된 이미지만 디코딩합니다. Model Garden용으로는 “형식”에서 JPEG나 PNG를 골라 변환하세요.</translation>
    </message>
    <message>
        <source>Running on a Dask cluster needs Dask (distributed), which is not installed. Install it with: pip install &apos;tfrecord-studio[cluster]&apos;</source>
        <translation>Dask 클러스터에서 실행하려면 Dask(distributed)가 필요하지만 설치되어 있지 않습니다. 다음 명령으로 설치하세요: pip install &apos;tfrecord-studio[cluster]&apos;</translation>
    </message>
    <message>
        <source>{file} object {n}: {sentence}</source>
        <translation>{file} 객체 {n}: {sentence}</translation>
    </message>
    <message>
        <source>{file} line {line}: {sentence}</source>
        <translation>{file} {line}행: {sentence}</translation>
    </message>
    <message>
        <source>{file} annotation {id}: {sentence}</source>
        <translation>{file} 주석 {id}: {sentence}</translation>
    </message>
    <message>
        <source>box has a coordinate that is not a number</source>
        <translation>박스 좌표 중 숫자가 아닌 것이 있습니다</translation>
    </message>
    <message>
        <source>box has zero or negative size ({x0},{y0})-({x1},{y1})</source>
        <translation>박스 크기가 0이거나 음수입니다 ({x0},{y0})-({x1},{y1})</translation>
    </message>
    <message>
        <source>box has zero or negative size</source>
        <translation>박스 크기가 0이거나 음수입니다</translation>
    </message>
    <message>
        <source>box outside the image ({x0},{y0})-({x1},{y1}) in a {w}x{h} image</source>
        <translation>박스가 이미지 밖에 있습니다 ({x0},{y0})-({x1},{y1}), 이미지는 {w}x{h}</translation>
    </message>
    <message>
        <source>box outside the image (normalised coordinates beyond 0..1)</source>
        <translation>박스가 이미지 밖에 있습니다 (정규화 좌표가 0..1을 벗어남)</translation>
    </message>
    <message>
        <source>box extends outside the image: clipped</source>
        <translation>박스가 이미지 밖으로 나갑니다: 이미지 범위로 잘랐습니다</translation>
    </message>
    <message>
        <source>object without a name</source>
        <translation>이름이 없는 객체입니다</translation>
    </message>
    <message>
        <source>bndbox value is not a number</source>
        <translation>bndbox 값이 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>box is missing or not four numbers [x, y, width, height]</source>
        <translation>박스가 없거나 숫자 4개 [x, y, width, height]가 아닙니다</translation>
    </message>
    <message>
        <source>refers to image id {id}, which is not in &apos;images&apos;</source>
        <translation>가리키는 이미지 ID {id}번이 &apos;images&apos;에 없습니다</translation>
    </message>
    <message>
        <source>a {shape} has no area: left out (boxes, polygons, ellipses and masks are objects)</source>
        <translation>면적이 없는 {shape} 도형을 제외했습니다. 박스, 다각형, 타원, 마스크만 객체입니다</translation>
    </message>
    <message>
        <source>the mask is damaged (its points or run lengths are not proper numbers): left out</source>
        <translation>점이나 연속 길이가 올바른 숫자가 아닌 손상된 마스크라서 제외했습니다</translation>
    </message>
    <message>
        <source>no tag in {file}: a classification export needs one tag per image (its class); tag it in CVAT and export again</source>
        <translation>{file}에 태그가 없습니다: 분류 내보내기에는 이미지마다 태그(그 클래스)가 하나 필요합니다. CVAT에서 태그를 달고 다시 내보내세요</translation>
    </message>
    <message>
        <source>{path}: this is a “CVAT for video” export (its objects are tracks). In CVAT, export the task as “CVAT for images 1.1” or “COCO 1.0”, and choose that.</source>
        <translation>{path}: 객체가 트랙인 “CVAT for video” 내보내기입니다. CVAT에서 작업을 “CVAT for images 1.1” 또는 “COCO 1.0”으로 내보낸 뒤 그것을 고르세요.</translation>
    </message>
    <message>
        <source>{path}: malformed XML at line {line}, column {column}. Export it from CVAT again.</source>
        <translation>{path}: {line}행 {column}열의 XML 형식이 올바르지 않습니다. CVAT에서 다시 내보내세요.</translation>
    </message>
    <message>
        <source>{n} worker gave the highest speed, {rate} images/s.</source>
        <translation>워커 {n}개에서 가장 빠른 속도 {rate}장/초가 나왔습니다.</translation>
    </message>
    <message>
        <source>{n} workers gave the highest speed, {rate} images/s.</source>
        <translation>워커 {n}개에서 가장 빠른 속도 {rate}장/초가 나왔습니다.</translation>
    </message>
    <message>
        <source>{n} worker is within {pct} of the fastest ({best} workers, {rate} images/s); more would only use more memory and CPU.</source>
        <translation>워커 {n}개가 가장 빠른 경우(워커 {best}개, {rate}장/초)와 {pct} 이내입니다. 더 늘리면 메모리와 CPU만 더 씁니다.</translation>
    </message>
    <message>
        <source>{n} workers are within {pct} of the fastest ({best} workers, {rate} images/s); more would only use more memory and CPU.</source>
        <translation>워커 {n}개가 가장 빠른 경우(워커 {best}개, {rate}장/초)와 {pct} 이내입니다. 더 늘리면 메모리와 CPU만 더 씁니다.</translation>
    </message>
    <message>
        <source>At {n} worker, writing the output files takes most of the time: the writer is busy {writer} of the time while the worker is busy only {workers} (disk or compression is the limit; more workers will not help).</source>
        <translation>워커 {n}개에서는 출력 파일을 쓰는 데 시간이 가장 많이 걸립니다: 쓰기 작업은 {writer}의 시간 동안 바쁘지만 워커는 {workers}만 바쁩니다 (디스크나 압축이 한계이므로 워커를 늘려도 빨라지지 않습니다).</translation>
    </message>
    <message>
        <source>At {n} workers, writing the output files takes most of the time: the writer is busy {writer} of the time while workers are busy only {workers} (disk or compression is the limit; more workers will not help).</source>
        <translation>워커 {n}개에서는 출력 파일을 쓰는 데 시간이 가장 많이 걸립니다: 쓰기 작업은 {writer}의 시간 동안 바쁘지만 워커는 {workers}만 바쁩니다 (디스크나 압축이 한계이므로 워커를 늘려도 빨라지지 않습니다).</translation>
    </message>
    <message>
        <source>At {n} worker, waiting for the source files takes most of the time: the worker spends {share} of its time waiting for the disk (slow or network storage; copy the images to a local disk).</source>
        <translation>워커 {n}개에서는 소스 파일을 기다리는 데 시간이 가장 많이 걸립니다: 워커가 시간의 {share} 동안 디스크를 기다립니다 (느리거나 네트워크 저장소입니다. 이미지를 로컬 디스크로 복사하세요).</translation>
    </message>
    <message>
        <source>At {n} workers, waiting for the source files takes most of the time: workers spend {share} of their time waiting for the disk (slow or network storage; copy the images to a local disk).</source>
        <translation>워커 {n}개에서는 소스 파일을 기다리는 데 시간이 가장 많이 걸립니다: 워커가 시간의 {share} 동안 디스크를 기다립니다 (느리거나 네트워크 저장소입니다. 이미지를 로컬 디스크로 복사하세요).</translation>
    </message>
    <message>
        <source>At {n} worker, converting the images takes most of the time: the worker is busy {workers} of the time and the writer only {writer} (more workers, up to {cores} — the number of cores — would help).</source>
        <translation>워커 {n}개에서는 이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다 (워커를 코어 수인 {cores}개까지 늘리면 빨라집니다).</translation>
    </message>
    <message>
        <source>At {n} workers, converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer} (more workers, up to {cores} — the number of cores — would help).</source>
        <translation>워커 {n}개에서는 이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다 (워커를 코어 수인 {cores}개까지 늘리면 빨라집니다).</translation>
    </message>
    <message>
        <source>At {n} worker, converting the images takes most of the time: the worker is busy {workers} of the time and the writer only {writer}; every core already has a worker, so more workers would not help.</source>
        <translation>워커 {n}개에서는 이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다. 모든 코어에 이미 워커가 있어 워커를 늘려도 빨라지지 않습니다.</translation>
    </message>
    <message>
        <source>At {n} workers, converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer}; every core already has a worker, so more workers would not help.</source>
        <translation>워커 {n}개에서는 이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다. 모든 코어에 이미 워커가 있어 워커를 늘려도 빨라지지 않습니다.</translation>
    </message>
    <message>
        <source>At {n} worker, converting the images takes most of the time: the worker is busy {workers} of the time and the writer only {writer} (more of the cluster&apos;s workers, up to all {cores}, would help).</source>
        <translation>워커 {n}개에서는 이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다 (클러스터의 워커를 전체 {cores}개까지 늘리면 빨라집니다).</translation>
    </message>
    <message>
        <source>At {n} workers, converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer} (more of the cluster&apos;s workers, up to all {cores}, would help).</source>
        <translation>워커 {n}개에서는 이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다 (클러스터의 워커를 전체 {cores}개까지 늘리면 빨라집니다).</translation>
    </message>
    <message>
        <source>At {n} worker, converting the images takes most of the time: the worker is busy {workers} of the time and the writer only {writer}; every worker of the cluster already converts, so only a larger cluster would help.</source>
        <translation>워커 {n}개에서는 이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다. 클러스터의 모든 워커가 이미 변환하고 있으므로 더 큰 클러스터만이 속도를 높일 수 있습니다.</translation>
    </message>
    <message>
        <source>At {n} workers, converting the images takes most of the time: workers are busy {workers} of the time and the writer only {writer}; every worker of the cluster already converts, so only a larger cluster would help.</source>
        <translation>워커 {n}개에서는 이미지를 변환하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다. 클러스터의 모든 워커가 이미 변환하고 있으므로 더 큰 클러스터만이 속도를 높일 수 있습니다.</translation>
    </message>
    <message>
        <source>At {n} worker, checking and storing the files takes most of the time: the worker is busy {workers} of the time and the writer only {writer} (nothing is decoded; more of the cluster&apos;s workers, up to all {cores}, would help).</source>
        <translation>워커 {n}개에서는 파일을 확인하고 저장하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다 (아무것도 디코딩하지 않습니다. 클러스터의 워커를 전체 {cores}개까지 늘리면 빨라집니다).</translation>
    </message>
    <message>
        <source>At {n} workers, checking and storing the files takes most of the time: workers are busy {workers} of the time and the writer only {writer} (nothing is decoded; more of the cluster&apos;s workers, up to all {cores}, would help).</source>
        <translation>워커 {n}개에서는 파일을 확인하고 저장하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다 (아무것도 디코딩하지 않습니다. 클러스터의 워커를 전체 {cores}개까지 늘리면 빨라집니다).</translation>
    </message>
    <message>
        <source>At {n} worker, checking and storing the files takes most of the time: the worker is busy {workers} of the time and the writer only {writer}; every worker of the cluster already stores files, so only a larger cluster would help.</source>
        <translation>워커 {n}개에서는 파일을 확인하고 저장하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다. 클러스터의 모든 워커가 이미 파일을 저장하고 있으므로 더 큰 클러스터만이 속도를 높일 수 있습니다.</translation>
    </message>
    <message>
        <source>At {n} workers, checking and storing the files takes most of the time: workers are busy {workers} of the time and the writer only {writer}; every worker of the cluster already stores files, so only a larger cluster would help.</source>
        <translation>워커 {n}개에서는 파일을 확인하고 저장하는 데 시간이 가장 많이 걸립니다: 워커는 {workers} 동안 바쁘고 쓰기 작업은 {writer}뿐입니다. 클러스터의 모든 워커가 이미 파일을 저장하고 있으므로 더 큰 클러스터만이 속도를 높일 수 있습니다.</translation>
    </message>
    <message>
        <source>At {n} worker, nothing was saturated: the worker busy {workers}, writer {writer} (with a small sample, starting the workers may take much of each trial).</source>
        <translation>워커 {n}개에서는 한계까지 바쁜 곳이 없었습니다: 워커 {workers}, 쓰기 {writer} (샘플이 작으면 워커를 시작하는 데 각 시도의 많은 부분이 걸릴 수 있습니다).</translation>
    </message>
    <message>
        <source>At {n} workers, nothing was saturated: workers busy {workers}, writer {writer} (with a small sample, starting the workers may take much of each trial).</source>
        <translation>워커 {n}개에서는 한계까지 바쁜 곳이 없었습니다: 워커 {workers}, 쓰기 {writer} (샘플이 작으면 워커를 시작하는 데 각 시도의 많은 부분이 걸릴 수 있습니다).</translation>
    </message>
    <message>
        <source>no trial finished</source>
        <translation>끝난 시도가 없습니다</translation>
    </message>
    <message>
        <source>{source}: no files to sample.</source>
        <translation>{source}: 샘플로 쓸 파일이 없습니다.</translation>
    </message>
    <message>
        <source>{n} worker gave {rate} images/s.</source>
        <translation>워커 {n}개에서 {rate}장/초가 나왔습니다.</translation>
    </message>
    <message>
        <source>{n} workers gave {rate} images/s.</source>
        <translation>워커 {n}개에서 {rate}장/초가 나왔습니다.</translation>
    </message>
    <message>
        <source>{n} worker gave the highest median speed, {rate} images/s ({low}-{high} images/s).</source>
        <translation>워커 {n}개의 중앙값이 가장 빨랐습니다: {rate}장/초 ({low}~{high}장/초).</translation>
    </message>
    <message>
        <source>{n} workers gave the highest median speed, {rate} images/s ({low}-{high} images/s).</source>
        <translation>워커 {n}개의 중앙값이 가장 빨랐습니다: {rate}장/초 ({low}~{high}장/초).</translation>
    </message>
    <message>
        <source>{n} worker gave the highest speed, {rate} images/s ({low}-{high} images/s), faster than {m} worker ({mlow}-{mhigh} images/s) beyond the measured spread.</source>
        <translation>워커 {n}개에서 가장 빠른 속도 {rate}장/초 ({low}~{high}장/초)가 나왔습니다. 워커 {m}개({mlow}~{mhigh}장/초)보다 측정 편차를 넘어 빠릅니다.</translation>
    </message>
    <message>
        <source>{n} worker gave the highest speed, {rate} images/s ({low}-{high} images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the measured spread.</source>
        <translation>워커 {n}개에서 가장 빠른 속도 {rate}장/초 ({low}~{high}장/초)가 나왔습니다. 워커 {m}개({mlow}~{mhigh}장/초)보다 측정 편차를 넘어 빠릅니다.</translation>
    </message>
    <message>
        <source>{n} workers gave the highest speed, {rate} images/s ({low}-{high} images/s), faster than {m} worker ({mlow}-{mhigh} images/s) beyond the measured spread.</source>
        <translation>워커 {n}개에서 가장 빠른 속도 {rate}장/초 ({low}~{high}장/초)가 나왔습니다. 워커 {m}개({mlow}~{mhigh}장/초)보다 측정 편차를 넘어 빠릅니다.</translation>
    </message>
    <message>
        <source>{n} workers gave the highest speed, {rate} images/s ({low}-{high} images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the measured spread.</source>
        <translation>워커 {n}개에서 가장 빠른 속도 {rate}장/초 ({low}~{high}장/초)가 나왔습니다. 워커 {m}개({mlow}~{mhigh}장/초)보다 측정 편차를 넘어 빠릅니다.</translation>
    </message>
    <message>
        <source>{counts} workers are equally fast here, within measurement noise ({ranges}).</source>
        <translation>워커 {counts}개는 측정 편차 범위 안에서 여기서는 똑같이 빠릅니다 ({ranges}).</translation>
    </message>
    <message>
        <source>With {m} workers all {total} images would take about {tm}.</source>
        <translation>워커 {m}개로는 전체 {total}장에 약 {tm} 걸립니다.</translation>
    </message>
    <message>
        <source>{n} worker is the safer choice: less memory, and the computer stays usable for other work.</source>
        <translation>워커 {n}개가 더 안전합니다: 메모리를 덜 쓰고, 컴퓨터를 다른 작업에도 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>{n} workers are the safer choice: less memory, and the computer stays usable for other work.</source>
        <translation>워커 {n}개가 더 안전합니다: 메모리를 덜 쓰고, 컴퓨터를 다른 작업에도 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>{n} worker might be as fast: its measured range, {ranges} images/s, overlaps the fastest count&apos;s, so the trials cannot tell which is faster.</source>
        <translation>워커 {n}개도 똑같이 빠를 수 있습니다: 측정 범위 {ranges}장/초가 가장 빠른 워커 수의 범위와 겹치므로, 시도 결과로는 어느 쪽이 더 빠른지 알 수 없습니다.</translation>
    </message>
    <message>
        <source>{n} workers might be as fast: its measured range, {ranges} images/s, overlaps the fastest count&apos;s, so the trials cannot tell which is faster.</source>
        <translation>워커 {n}개도 똑같이 빠를 수 있습니다: 측정 범위 {ranges}장/초가 가장 빠른 워커 수의 범위와 겹치므로, 시도 결과로는 어느 쪽이 더 빠른지 알 수 없습니다.</translation>
    </message>
    <message>
        <source>{counts} workers might be as fast: their measured ranges, {ranges} images/s, overlap the fastest count&apos;s, so the trials cannot tell which is faster.</source>
        <translation>워커 {counts}개도 똑같이 빠를 수 있습니다: 측정 범위 {ranges}장/초가 가장 빠른 워커 수의 범위와 겹치므로, 시도 결과로는 어느 쪽이 더 빠른지 알 수 없습니다.</translation>
    </message>
    <message>
        <source>{counts} workers were slower by the median ({ranges}), but not beyond the measured spread: the ranges overlap.</source>
        <translation>워커 {counts}개는 중앙값으로는 더 느렸지만 ({ranges}), 측정 편차를 넘는 차이는 아닙니다: 범위가 겹칩니다.</translation>
    </message>
    <message>
        <source>Close other programs and tune again for a firmer answer.</source>
        <translation>더 확실한 결과를 얻으려면 다른 프로그램을 닫고 다시 튜닝하세요.</translation>
    </message>
    <message>
        <source>{n} worker is the safer choice: the cluster&apos;s other workers stay free for other jobs.</source>
        <translation>워커 {n}개가 더 안전합니다: 클러스터의 나머지 워커를 다른 작업에 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>{n} workers are the safer choice: the cluster&apos;s other workers stay free for other jobs.</source>
        <translation>워커 {n}개가 더 안전합니다: 클러스터의 나머지 워커를 다른 작업에 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>Tune again when the cluster is less busy for a firmer answer.</source>
        <translation>더 확실한 결과를 얻으려면 클러스터가 덜 바쁠 때 다시 튜닝하세요.</translation>
    </message>
    <message>
        <source>No trial finished.</source>
        <translation>끝난 시도가 없습니다.</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>internal error (a bug; see the log)</source>
        <translation>내부 오류 (버그입니다. 로그를 확인하세요)</translation>
    </message>
    <message>
        <source>invalid options</source>
        <translation>옵션이 올바르지 않습니다</translation>
    </message>
    <message>
        <source>the source could not be read</source>
        <translation>소스를 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>the output folder is not empty, or another run is using it</source>
        <translation>출력 폴더가 비어 있지 않거나 다른 실행이 사용 중입니다</translation>
    </message>
    <message>
        <source>no image could be converted</source>
        <translation>변환된 이미지가 없습니다</translation>
    </message>
    <message>
        <source>writing failed (disk full or I/O error)</source>
        <translation>쓰기에 실패했습니다 (디스크 가득 참 또는 I/O 오류)</translation>
    </message>
    <message>
        <source>verification found problems</source>
        <translation>검증에서 문제가 발견되었습니다</translation>
    </message>
    <message>
        <source>resume does not match the interrupted run</source>
        <translation>재개 내용이 중단된 실행과 일치하지 않습니다</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>Resume: the run in {out} was converted by engine {version} with the {theirs} decoder path; this engine would use the {ours} path, whose images differ byte for byte, and one dataset must not mix them. Finish it on the command line with --decoder {theirs}, or tick “Replace existing output” to start again.</source>
        <translation>재개: {out} 폴더의 변환은 엔진 버전 {version}에서 {theirs} 디코더 경로로 했습니다. 이 엔진은 {ours} 경로를 쓰는데 이미지의 바이트가 달라 한 데이터셋에 섞을 수 없습니다. 명령줄에서 --decoder {theirs} 옵션을 붙여 마치거나 “기존 출력 바꾸기”를 켜고 처음부터 다시 하세요.</translation>
    </message>
    <message>
        <source>Resume: the annotations differ from those of the run in {out}: {changes}. Its shards hold the old annotations. Put the annotation files back as they were, or tick “Replace existing output” to convert again with the new annotations.</source>
        <translation>재개: 주석이 {out}의 변환 때와 다릅니다: {changes}. 그 샤드에는 이전 주석이 들어 있습니다. 주석 파일을 원래대로 되돌리거나 “기존 출력 바꾸기”를 켜고 새 주석으로 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Resume: the annotations differ from those of the run in {out}: {changes} and {more} more annotation file changed. Its shards hold the old annotations. Put the annotation files back as they were, or tick “Replace existing output” to convert again with the new annotations.</source>
        <translation>재개: 주석이 {out}의 변환 때와 다릅니다: {changes}, 그 밖에 주석 파일 {more}개가 바뀌었습니다. 그 샤드에는 이전 주석이 들어 있습니다. 주석 파일을 원래대로 되돌리거나 “기존 출력 바꾸기”를 켜고 새 주석으로 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Resume: the annotations differ from those of the run in {out}: {changes} and {more} more annotation files changed. Its shards hold the old annotations. Put the annotation files back as they were, or tick “Replace existing output” to convert again with the new annotations.</source>
        <translation>재개: 주석이 {out}의 변환 때와 다릅니다: {changes}, 그 밖에 주석 파일 {more}개가 바뀌었습니다. 그 샤드에는 이전 주석이 들어 있습니다. 주석 파일을 원래대로 되돌리거나 “기존 출력 바꾸기”를 켜고 새 주석으로 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Resume: the run in {out} recorded no annotation files (an earlier version started it, or it read this source without its annotations), so its shards cannot be checked against the annotations now. Tick “Replace existing output” to convert again.</source>
        <translation>재개: {out}의 변환은 이전 버전에서 시작했거나 이 소스를 주석 없이 읽었기 때문에 주석 파일을 기록하지 않았습니다. 그래서 샤드를 지금의 주석과 대조할 수 없습니다. “기존 출력 바꾸기”를 켜고 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Original files: decoded with expand_animations=False, so GIF and WebP give one frame.</source>
        <translation>원본 파일: expand_animations=False로 디코딩하므로 GIF와 WebP는 한 프레임이 됩니다.</translation>
    </message>
    <message>
        <source>Reads every shard of the split with the right compression and decoder.</source>
        <translation>분할의 모든 샤드를 알맞은 압축 방식과 디코더로 읽습니다.</translation>
    </message>
    <message>
        <source>tfds.builder_from_directory reads TFDS&apos;s metadata written beside the shards.</source>
        <translation>tfds.builder_from_directory가 샤드 옆에 기록된 TFDS 메타데이터를 읽습니다.</translation>
    </message>
    <message>
        <source>TFDS&apos;s own reader cannot open compressed shards, so this reads them through tf.data.</source>
        <translation>TFDS 자체 리더는 압축된 샤드를 열 수 없으므로 이 코드는 tf.data로 읽습니다.</translation>
    </message>
    <message>
        <source>Uses the .idx index files beside the shards.</source>
        <translation>샤드 옆에 있는 .idx 인덱스 파일을 사용합니다.</translation>
    </message>
    <message>
        <source>gzip shards are read without index files.</source>
        <translation>gzip 샤드는 인덱스 파일 없이 읽습니다.</translation>
    </message>
    <message>
        <source>Runs on the CPU as written.</source>
        <translation>이 코드 그대로 CPU에서 실행됩니다.</translation>
    </message>
    <message>
        <source>DALI does not decode GIF.</source>
        <translation>DALI는 GIF를 디코딩하지 않습니다.</translation>
    </message>
    <message>
        <source>DALI does not decode GIF, and this dataset holds {n} GIF file: convert as JPEG or PNG (under “Format”) for DALI.</source>
        <translation>DALI는 GIF를 디코딩하지 않습니다. 이 데이터셋에는 GIF 파일이 {n}개 있습니다. DALI용으로는 “형식”에서 JPEG나 PNG를 골라 변환하세요.</translation>
    </message>
    <message>
        <source>DALI does not decode GIF, and this dataset holds {n} GIF files: convert as JPEG or PNG (under “Format”) for DALI.</source>
        <translation>DALI는 GIF를 디코딩하지 않습니다. 이 데이터셋에는 GIF 파일이 {n}개 있습니다. DALI용으로는 “형식”에서 JPEG나 PNG를 골라 변환하세요.</translation>
    </message>
    <message>
        <source>Its classification decoder reads this JPEG dataset with its defaults.</source>
        <translation>이 데이터셋은 JPEG이므로 분류 디코더가 기본 설정 그대로 읽습니다.</translation>
    </message>
    <message>
        <source>This dataset is unlabeled (every label is -1): Model Garden&apos;s classification training needs class labels.</source>
        <translation>이 데이터셋에는 라벨이 없습니다. 모든 라벨이 -1입니다. Model Garden의 분류 학습에는 클래스 라벨이 필요합니다.</translation>
    </message>
    <message>
        <source>TF Model Garden&apos;s classification input decodes encoded images only: it cannot read raw pixels.</source>
        <translation>TF Model Garden의 분류 입력은 인코딩된 이미지만 디코딩하며 raw 픽셀은 읽지 못합니다.</translation>
    </message>
    <message>
        <source>TF Model Garden&apos;s classification input decodes only JPEG by default: set decode_jpeg_only=False in its DataConfig.</source>
        <translation>TF Model Garden의 분류 입력은 기본적으로 JPEG만 디코딩합니다: DataConfig에서 decode_jpeg_only=False로 설정하세요.</translation>
    </message>
    <message>
        <source>The tfrecord package reads only the first value of a list of bytes, so the object masks are not read: use tf.data or TFDS for them.</source>
        <translation>tfrecord 패키지는 바이트 목록의 첫 번째 값만 읽으므로 객체 마스크는 읽히지 않습니다. 마스크에는 tf.data 또는 TFDS를 사용하세요.</translation>
    </message>
    <message>
        <source>Each image comes with its mask, decoded as one grey channel: the class of each pixel.</source>
        <translation>각 이미지에 마스크가 함께 나옵니다. 회색 한 채널로 디코딩되며, 값이 각 픽셀의 클래스입니다.</translation>
    </message>
    <message>
        <source>Each image comes with its boxes (objects x 4) and their class numbers.</source>
        <translation>각 이미지에 박스(객체 수 x 4)와 그 클래스 번호가 함께 나옵니다.</translation>
    </message>
    <message>
        <source>Each image comes with the list of its class numbers.</source>
        <translation>각 이미지에 그 클래스 번호 목록이 함께 나옵니다.</translation>
    </message>
    <message>
        <source>DALI&apos;s TFRecord reader cannot read lists of strings, so the object masks are not read: use tf.data or TFDS for them.</source>
        <translation>DALI의 TFRecord 리더는 문자열 목록을 읽지 못하므로 객체 마스크는 읽히지 않습니다. 마스크에는 tf.data 또는 TFDS를 사용하세요.</translation>
    </message>
    <message>
        <source>Model Garden reads uncompressed or gzip shards only.</source>
        <translation>Model Garden은 비압축 또는 gzip 샤드만 읽습니다.</translation>
    </message>
    <message>
        <source>Model Garden&apos;s classification input reads these lists with is_multilabel=True.</source>
        <translation>Model Garden의 분류 입력은 is_multilabel=True로 이 목록을 읽습니다.</translation>
    </message>
    <message>
        <source>Model Garden&apos;s own decoder for this task reads these keys unchanged; use it as the decoder of its detection or segmentation input.</source>
        <translation>이 작업용 Model Garden 자체 디코더가 이 키를 그대로 읽습니다. 객체 검출 또는 세그멘테이션 입력의 디코더로 사용하세요.</translation>
    </message>
    <message>
        <source>Dask workers died several times while converting {file} (they may run out of memory, or something outside this program stops them): {detail}</source>
        <translation>{file} 파일을 변환하는 동안 Dask 워커가 여러 번 멈췄습니다. 메모리가 부족하거나 이 프로그램 밖의 무언가가 멈추게 했을 수 있습니다: {detail}</translation>
    </message>
    <message>
        <source>No job of {file} started a Dask worker within {seconds} s. Check the queue (squeue, qstat) and the job logs, or raise &apos;tfrecord-studio: wait:&apos;.</source>
        <translation>{file}의 작업이 {seconds}초 안에 Dask 워커를 시작하지 않았습니다. 큐(squeue, qstat)와 작업 로그를 확인하거나 &apos;tfrecord-studio: wait:&apos;를 늘리세요.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between worker counts of a list: 1, 2 and 3</comment>
        <translation>, </translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the last two worker counts of a list: 1, 2 and 3</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the values of a list: 3, 7 and 12</comment>
        <translation>, </translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the last two values of a list: 3, 7 and 12</comment>
        <translation>, </translation>
    </message>
    <message>
        <source> to </source>
        <comment>a range of values: 20 to 40</comment>
        <translation>~</translation>
    </message>
    <message>
        <source> images/s</source>
        <comment>speed unit after a number</comment>
        <translation>장/초</translation>
    </message>
    <message>
        <source> to </source>
        <comment>a range: 100 to 330</comment>
        <translation>~</translation>
    </message>
    <message>
        <source>{n} h</source>
        <comment>hours</comment>
        <translation>{n}시간</translation>
    </message>
    <message>
        <source>{n} min</source>
        <comment>minutes</comment>
        <translation>{n}분</translation>
    </message>
    <message>
        <source>{n} s</source>
        <comment>seconds</comment>
        <translation>{n}초</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>장치</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>명명된 파이프(FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>소켓</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>특수 파일</translation>
    </message>
    <message>
        <source>polyline</source>
        <comment>CVAT shape</comment>
        <translation>폴리라인</translation>
    </message>
    <message>
        <source>points</source>
        <comment>CVAT shape</comment>
        <translation>점</translation>
    </message>
    <message>
        <source>skeleton</source>
        <comment>CVAT shape</comment>
        <translation>스켈레톤</translation>
    </message>
    <message>
        <source>cuboid</source>
        <comment>CVAT shape</comment>
        <translation>직육면체</translation>
    </message>
    <message>
        <source>box</source>
        <comment>CVAT shape</comment>
        <translation>박스</translation>
    </message>
    <message>
        <source>polygon</source>
        <comment>CVAT shape</comment>
        <translation>다각형</translation>
    </message>
    <message>
        <source>ellipse</source>
        <comment>CVAT shape</comment>
        <translation>타원</translation>
    </message>
    <message>
        <source>mask</source>
        <comment>CVAT shape</comment>
        <translation>마스크</translation>
    </message>
    <message>
        <source>number {n} in &apos;annotations&apos; (it has no id)</source>
        <comment>a COCO annotation without an id, named by its place in the file&apos;s list</comment>
        <translation>(&apos;annotations&apos;의 {n}번째, id 없음)</translation>
    </message>
    <message>
        <source>(not given)</source>
        <comment>an option left out of the command line</comment>
        <translation>(지정 안 함)</translation>
    </message>
    <message>
        <source>newline</source>
        <comment>control character</comment>
        <translation>줄 바꿈</translation>
    </message>
    <message>
        <source>carriage return</source>
        <comment>control character</comment>
        <translation>캐리지 리턴(CR)</translation>
    </message>
    <message>
        <source>tab</source>
        <comment>control character</comment>
        <translation>탭</translation>
    </message>
    <message>
        <source>escape</source>
        <comment>control character</comment>
        <translation>이스케이프(ESC)</translation>
    </message>
    <message>
        <source> and {n} more annotation file changed</source>
        <translation>, 그 밖에 주석 파일 {n}개가 바뀌었습니다</translation>
    </message>
    <message>
        <source> and {n} more annotation files changed</source>
        <translation>, 그 밖에 주석 파일 {n}개가 바뀌었습니다</translation>
    </message>
    <message>
        <source>{file} changed</source>
        <translation>{file}(변경됨)</translation>
    </message>
    <message>
        <source>{file} was added</source>
        <translation>{file}(추가됨)</translation>
    </message>
    <message>
        <source>{file} was removed</source>
        <translation>{file}(삭제됨)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>{folder}: no such folder.</source>
        <translation>{folder}: 그런 폴더가 없습니다.</translation>
    </message>
    <message>
        <source>{folder}: verification failed ({n} problem)</source>
        <translation>{folder}: 검증 실패 (문제 {n}개)</translation>
    </message>
    <message>
        <source>{folder}: verification failed ({n} problems)</source>
        <translation>{folder}: 검증 실패 (문제 {n}개)</translation>
    </message>
    <message>
        <source>verification cancelled before every record was read</source>
        <translation>모든 레코드를 읽기 전에 검증이 취소되었습니다</translation>
    </message>
    <message>
        <source>... and {n} more</source>
        <translation>… 외 {n}개</translation>
    </message>
    <message>
        <source>{folder} cannot be listed: {detail}</source>
        <translation>{folder}의 내용을 나열할 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>{path}: shard not listed in the manifest</source>
        <translation>{path}: 매니페스트에 없는 샤드입니다</translation>
    </message>
    <message>
        <source>{path}: total_records is {n} but the shards hold {m} record</source>
        <translation>{path}: total_records는 {n}이지만 샤드에는 레코드가 {m}개 있습니다</translation>
    </message>
    <message>
        <source>{path}: total_records is {n} but the shards hold {m} records</source>
        <translation>{path}: total_records는 {n}이지만 샤드에는 레코드가 {m}개 있습니다</translation>
    </message>
    <message>
        <source>{path} is missing: this folder was not written by TFRecord Studio, or the run did not finish. Open TFRecord files from elsewhere in the Inspect tab.</source>
        <translation>{path} 파일이 없습니다: 이 폴더는 TFRecord Studio가 기록한 것이 아니거나 실행이 끝나지 않았습니다. 다른 곳에서 만든 TFRecord 파일은 “검사” 탭에서 여세요.</translation>
    </message>
    <message>
        <source>{path} is missing ({legacy} there is another program&apos;s, e.g. TensorFlow Datasets&apos;): this folder was not written by TFRecord Studio, or the run did not finish. Open TFRecord files from elsewhere in the Inspect tab.</source>
        <translation>{path} 파일이 없습니다 (그곳의 {legacy} 파일은 다른 프로그램, 예를 들어 TensorFlow Datasets의 파일입니다): 이 폴더는 TFRecord Studio가 기록한 것이 아니거나 실행이 끝나지 않았습니다. 다른 곳에서 만든 TFRecord 파일은 “검사” 탭에서 여세요.</translation>
    </message>
    <message>
        <source>{path} cannot be read: {detail}</source>
        <translation>{path} 파일을 읽을 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>{path} is not a regular file</source>
        <translation>{path} 항목은 일반 파일이 아닙니다</translation>
    </message>
    <message>
        <source>{path} is {n} bytes, far more than a manifest of this program holds; it is damaged or not ours</source>
        <translation>{path} 파일의 크기는 {n}바이트로 이 프로그램의 매니페스트보다 훨씬 큽니다. 손상되었거나 이 프로그램의 파일이 아닙니다</translation>
    </message>
    <message>
        <source>{path} is not UTF-8 text (byte {n}); it is damaged</source>
        <translation>{path} 파일은 UTF-8 텍스트가 아닙니다 (바이트 {n}): 손상되었습니다</translation>
    </message>
    <message>
        <source>{path} is not valid JSON (line {line}, column {column}: {detail}); it is damaged</source>
        <translation>{path} 파일은 올바른 JSON이 아닙니다 ({line}행 {column}열: {detail}): 손상되었습니다</translation>
    </message>
    <message>
        <source>{path} is not valid JSON ({detail}); it is damaged</source>
        <translation>{path} 파일은 올바른 JSON이 아닙니다 ({detail}): 손상되었습니다</translation>
    </message>
    <message>
        <source>{path} is damaged: {sentence}. Convert again, or restore the file from a copy.</source>
        <translation>{path} 파일이 손상되었습니다: {sentence}. 다시 변환하거나 복사본에서 파일을 되살리세요.</translation>
    </message>
    <message>
        <source>{field} is {value}; expected one of {choices}</source>
        <translation>{field} 항목의 값이 {value}입니다. {choices} 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>{field}.shape must be a list of whole numbers, found {value}</source>
        <translation>{field}.shape는 정수 목록이어야 하지만 {value}입니다</translation>
    </message>
    <message>
        <source>labels must be a list of class names (text)</source>
        <translation>labels는 클래스 이름(텍스트) 목록이어야 합니다</translation>
    </message>
    <message>
        <source>label_map must be a JSON object</source>
        <translation>label_map은 JSON 객체여야 합니다</translation>
    </message>
    <message>
        <source>tfds_files must be a list of file names</source>
        <translation>tfds_files는 파일 이름 목록이어야 합니다</translation>
    </message>
    <message>
        <source>{field}.shards must be a list</source>
        <translation>{field}.shards는 목록이어야 합니다</translation>
    </message>
    <message>
        <source>{field}.sha256 is not a sha256 digest (64 hex digits): {value}</source>
        <translation>{field}.sha256이 sha256 다이제스트(16진수 64자리)가 아닙니다: {value}</translation>
    </message>
    <message>
        <source>{field}.dali_index must be a file name</source>
        <translation>{field}.dali_index는 파일 이름이어야 합니다</translation>
    </message>
    <message>
        <source>the top level must be a JSON object, found {kind}</source>
        <translation>최상위는 JSON 객체여야 하지만 {kind}입니다</translation>
    </message>
    <message>
        <source>{field} must be a JSON object, found {kind}</source>
        <translation>{field} 항목은 JSON 객체여야 하지만 {kind}입니다</translation>
    </message>
    <message>
        <source>{field} is missing</source>
        <translation>{field} 항목이 없습니다</translation>
    </message>
    <message>
        <source>{field} has no {key}</source>
        <translation>{field} 항목에 {key} 키가 없습니다</translation>
    </message>
    <message>
        <source>{field} must be text, found {value}</source>
        <translation>{field} 항목은 텍스트여야 하지만 {value}입니다</translation>
    </message>
    <message>
        <source>{field} must be a whole number &gt;= 0, found {value}</source>
        <translation>{field} 항목은 0 이상의 정수여야 하지만 {value}입니다</translation>
    </message>
    <message>
        <source>shard {name} in the manifest is not a plain file name in this folder (it could lead outside it); it was not read</source>
        <translation>매니페스트에 적힌 샤드 이름이 이 폴더 안의 단순한 파일 이름이 아니어서 폴더 밖을 가리킬 수 있습니다: {name}. 읽지 않았습니다</translation>
    </message>
    <message>
        <source>DALI index {name} in the manifest is not a plain file name in this folder (it could lead outside it); it was not read</source>
        <translation>매니페스트에 적힌 DALI 인덱스 이름이 이 폴더 안의 단순한 파일 이름이 아니어서 폴더 밖을 가리킬 수 있습니다: {name}. 읽지 않았습니다</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, outside the folder; it was not read</source>
        <translation>{path} 항목은 폴더 밖의 {target} 위치를 가리키는 링크입니다. 읽지 않았습니다</translation>
    </message>
    <message>
        <source>the run that wrote {folder} did not finish (status: {status}); convert again with Resume</source>
        <translation>{folder} 폴더를 기록한 실행이 끝나지 않았습니다 (상태: {status}). “재개”로 다시 변환하세요</translation>
    </message>
    <message>
        <source>a later run into {folder} did not finish: it was replacing this dataset (its journal is there); convert again with Resume to finish it</source>
        <translation>이후에 실행된 변환이 끝나지 않았습니다. 이 데이터셋을 바꾸는 중이었습니다 (저널이 남아 있음). “재개”로 다시 변환해 완성하세요. 폴더: {folder}</translation>
    </message>
    <message>
        <source>{path}: num_classes is {n} but the manifest lists {m} label (edited or damaged)</source>
        <translation>{path}: num_classes는 {n}이지만 매니페스트에는 라벨이 {m}개 있습니다 (편집되었거나 손상되었습니다)</translation>
    </message>
    <message>
        <source>{path}: num_classes is {n} but the manifest lists {m} labels (edited or damaged)</source>
        <translation>{path}: num_classes는 {n}이지만 매니페스트에는 라벨이 {m}개 있습니다 (편집되었거나 손상되었습니다)</translation>
    </message>
    <message>
        <source>{path}: the label list names a class twice</source>
        <translation>{path}: 라벨 목록에 같은 클래스가 두 번 있습니다</translation>
    </message>
    <message>
        <source>split {split}: {n} of {m} shard present</source>
        <translation>분할 {split}: 샤드 {m}개 중 {n}개만 있습니다</translation>
    </message>
    <message>
        <source>split {split}: {n} of {m} shards present</source>
        <translation>분할 {split}: 샤드 {m}개 중 {n}개만 있습니다</translation>
    </message>
    <message>
        <source>{path}: split {split} says {n} record but its shards add up to {m}</source>
        <translation>{path}: 분할 {split}의 레코드 수는 {n}이지만 그 샤드의 합계는 {m}입니다</translation>
    </message>
    <message>
        <source>{path}: split {split} says {n} records but its shards add up to {m}</source>
        <translation>{path}: 분할 {split}의 레코드 수는 {n}이지만 그 샤드의 합계는 {m}입니다</translation>
    </message>
    <message>
        <source>{path}: total_records is {n} but the splits add up to {m} (edited or damaged)</source>
        <translation>{path}: total_records는 {n}이지만 분할의 합계는 {m}입니다 (편집되었거나 손상되었습니다)</translation>
    </message>
    <message>
        <source>{path}: {name} is listed twice</source>
        <translation>{path}: {name} 항목이 두 번 있습니다</translation>
    </message>
    <message>
        <source>{path} is missing; it lists the class names in label order</source>
        <translation>{path} 파일이 없습니다. 클래스 이름을 라벨 순서로 나열하는 파일입니다</translation>
    </message>
    <message>
        <source>{path} is far larger than the labels of this dataset</source>
        <translation>{path} 파일은 이 데이터셋의 라벨보다 훨씬 큽니다</translation>
    </message>
    <message>
        <source>{path} has {n} line but the manifest lists {m} label (edited, or a class name contains a line break)</source>
        <translation>{path} 파일은 {n}줄이지만 매니페스트에는 라벨이 {m}개 있습니다 (편집되었거나 클래스 이름에 줄바꿈이 있습니다)</translation>
    </message>
    <message>
        <source>{path} has {n} lines but the manifest lists {m} label (edited, or a class name contains a line break)</source>
        <translation>{path} 파일은 {n}줄이지만 매니페스트에는 라벨이 {m}개 있습니다 (편집되었거나 클래스 이름에 줄바꿈이 있습니다)</translation>
    </message>
    <message>
        <source>{path} has {n} line but the manifest lists {m} labels (edited, or a class name contains a line break)</source>
        <translation>{path} 파일은 {n}줄이지만 매니페스트에는 라벨이 {m}개 있습니다 (편집되었거나 클래스 이름에 줄바꿈이 있습니다)</translation>
    </message>
    <message>
        <source>{path} has {n} lines but the manifest lists {m} labels (edited, or a class name contains a line break)</source>
        <translation>{path} 파일은 {n}줄이지만 매니페스트에는 라벨이 {m}개 있습니다 (편집되었거나 클래스 이름에 줄바꿈이 있습니다)</translation>
    </message>
    <message>
        <source>{path}: line {line} is {found} but label {label} is {expected} in the manifest (lines edited or swapped)</source>
        <translation>{path}: {line}번째 줄은 {found}이지만 매니페스트에서 라벨 {label}번의 이름은 {expected}입니다 (줄이 편집되었거나 뒤바뀌었습니다)</translation>
    </message>
    <message>
        <source>{name} in the manifest is not a shard file name of this program; it was not read</source>
        <translation>매니페스트의 {name} 항목은 이 프로그램의 샤드 파일 이름이 아닙니다. 읽지 않았습니다</translation>
    </message>
    <message>
        <source>{path} (TensorFlow Datasets&apos; metadata) is missing</source>
        <translation>{path} 파일(TensorFlow Datasets 메타데이터)이 없습니다</translation>
    </message>
    <message>
        <source>{path} (TensorFlow Datasets&apos; metadata) cannot be read: {detail}</source>
        <translation>{path} 파일(TensorFlow Datasets 메타데이터)을 읽을 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>{path} (TensorFlow Datasets&apos; metadata) does not match the manifest; TFDS would read the dataset wrongly</source>
        <translation>{path} 파일(TensorFlow Datasets 메타데이터)이 매니페스트와 맞지 않습니다. TFDS가 데이터셋을 잘못 읽게 됩니다</translation>
    </message>
    <message>
        <source>{path}: missing</source>
        <translation>{path}: 없습니다</translation>
    </message>
    <message>
        <source>{n} of the {m} shard files the manifest lists are missing from {folder} ({names})</source>
        <translation>매니페스트에 있는 샤드 파일 {m}개 중 {n}개가 {folder}에 없습니다 ({names})</translation>
    </message>
    <message>
        <source>{path}: cannot be read: {detail}</source>
        <translation>{path}: 읽을 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>{path}: not a regular file; it was not read</source>
        <translation>{path}: 일반 파일이 아닙니다. 읽지 않았습니다</translation>
    </message>
    <message>
        <source>{path}: {n} byte on disk, the manifest says {m} (file cut short or changed)</source>
        <translation>{path}: 디스크에는 {n}바이트인데 매니페스트에는 {m}바이트입니다 (파일이 잘렸거나 바뀌었습니다)</translation>
    </message>
    <message>
        <source>{path}: {n} bytes on disk, the manifest says {m} (file cut short or changed)</source>
        <translation>{path}: 디스크에는 {n}바이트인데 매니페스트에는 {m}바이트입니다 (파일이 잘렸거나 바뀌었습니다)</translation>
    </message>
    <message>
        <source>{path}: sha256 differs from the manifest (file changed or corrupted)</source>
        <translation>{path}: sha256이 매니페스트와 다릅니다 (파일이 바뀌었거나 손상되었습니다)</translation>
    </message>
    <message>
        <source>{path}: {n} record read, the manifest says {m} (file cut at a record boundary?)</source>
        <translation>{path}: 레코드를 {n}개 읽었지만 매니페스트에는 {m}개입니다 (레코드 경계에서 파일이 잘렸을 수 있습니다)</translation>
    </message>
    <message>
        <source>{path}: {n} records read, the manifest says {m} (file cut at a record boundary?)</source>
        <translation>{path}: 레코드를 {n}개 읽었지만 매니페스트에는 {m}개입니다 (레코드 경계에서 파일이 잘렸을 수 있습니다)</translation>
    </message>
    <message>
        <source>{path}: more records with problems; stopped checking this shard</source>
        <translation>{path}: 문제가 있는 레코드가 더 있습니다. 이 샤드의 확인을 멈췄습니다</translation>
    </message>
    <message>
        <source>{path}: DALI index is far larger than its shard needs; delete it and convert again with Resume to rebuild it</source>
        <translation>{path}: DALI 인덱스가 샤드에 필요한 크기보다 훨씬 큽니다. 삭제한 뒤 “재개”로 다시 변환해 새로 만드세요</translation>
    </message>
    <message>
        <source>{path}: DALI index unreadable or missing ({detail}); convert again with Resume to rebuild it</source>
        <translation>{path}: DALI 인덱스를 읽을 수 없거나 없습니다 ({detail}). “재개”로 다시 변환해 새로 만드세요</translation>
    </message>
    <message>
        <source>{path}: DALI index does not match its shard; delete it and convert again with Resume to rebuild it</source>
        <translation>{path}: DALI 인덱스가 샤드와 맞지 않습니다. 삭제한 뒤 “재개”로 다시 변환해 새로 만드세요</translation>
    </message>
    <message>
        <source>{path}: record #{n} is damaged: {sentence}; the records after it were not read</source>
        <translation>{path}: {n}번 레코드가 손상되었습니다: {sentence}. 그 뒤의 레코드는 읽지 않았습니다</translation>
    </message>
    <message>
        <source>{path}: record #{n} is damaged: {detail}; the records after it were not read</source>
        <translation>{path}: {n}번 레코드가 손상되었습니다: {detail}. 그 뒤의 레코드는 읽지 않았습니다</translation>
    </message>
    <message>
        <source>file ends inside a record header (truncated)</source>
        <translation>레코드 헤더 중간에서 파일이 끝납니다 (잘렸습니다)</translation>
    </message>
    <message>
        <source>length CRC mismatch (corrupt or not a TFRecord file)</source>
        <translation>길이 CRC가 맞지 않습니다 (손상되었거나 TFRecord 파일이 아닙니다)</translation>
    </message>
    <message>
        <source>record length {n} is more than the {m} byte left in the file (corrupt length or truncated file)</source>
        <translation>레코드 길이({n}바이트)가 파일에 남은 {m}바이트보다 깁니다 (길이가 손상되었거나 파일이 잘렸습니다)</translation>
    </message>
    <message>
        <source>record length {n} is more than the {m} bytes left in the file (corrupt length or truncated file)</source>
        <translation>레코드 길이({n}바이트)가 파일에 남은 {m}바이트보다 깁니다 (길이가 손상되었거나 파일이 잘렸습니다)</translation>
    </message>
    <message>
        <source>file ends inside a record (truncated)</source>
        <translation>레코드 중간에서 파일이 끝납니다 (잘렸습니다)</translation>
    </message>
    <message>
        <source>file ends before the record&apos;s data CRC (truncated)</source>
        <translation>레코드의 데이터 CRC 앞에서 파일이 끝납니다 (잘렸습니다)</translation>
    </message>
    <message>
        <source>data CRC mismatch (corrupt record)</source>
        <translation>데이터 CRC가 맞지 않습니다 (레코드가 손상되었습니다)</translation>
    </message>
    <message>
        <source>compressed data is damaged or cut short ({detail})</source>
        <translation>압축 데이터가 손상되었거나 잘렸습니다 ({detail})</translation>
    </message>
    <message>
        <source>{path}: record #{n} is not a tf.train.Example: {detail}</source>
        <translation>{path}: {n}번 레코드는 tf.train.Example이 아닙니다: {detail}</translation>
    </message>
    <message>
        <source>{path}: record #{n} (no file name): {sentence}</source>
        <translation>{path}: 레코드 #{n} (파일 이름 없음): {sentence}</translation>
    </message>
    <message>
        <source>{path}: record #{n} ({file}): {sentence}</source>
        <translation>{path}: 레코드 #{n} ({file}): {sentence}</translation>
    </message>
    <message>
        <source>has no {feature} feature, which the manifest&apos;s feature spec lists</source>
        <translation>매니페스트의 특성 사양에 있는 {feature} 특성이 없습니다</translation>
    </message>
    <message>
        <source>has a {feature} feature, which the manifest&apos;s feature spec does not list</source>
        <translation>매니페스트의 특성 사양에 없는 {feature} 특성이 있습니다</translation>
    </message>
    <message>
        <source>feature {feature} is {kind}, the manifest says {expected}</source>
        <translation>{feature} 특성의 종류는 {kind}이지만 매니페스트에는 {expected}입니다</translation>
    </message>
    <message>
        <source>feature {feature} has {n} value, the manifest&apos;s shape needs {m}</source>
        <translation>특성 {feature}의 값은 {n}개이지만 매니페스트의 형태에는 {m}개가 필요합니다</translation>
    </message>
    <message>
        <source>feature {feature} has {n} values, the manifest&apos;s shape needs {m}</source>
        <translation>특성 {feature}의 값은 {n}개이지만 매니페스트의 형태에는 {m}개가 필요합니다</translation>
    </message>
    <message>
        <source>TensorFlow cannot parse it with the manifest&apos;s features: {detail}</source>
        <translation>TensorFlow가 매니페스트의 특성으로 파싱할 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>label {label} is outside 0..{top} (num_classes)</source>
        <translation>라벨 값이 0~{top}(num_classes) 범위 밖입니다: {label}</translation>
    </message>
    <message>
        <source>class name {name} but label {label} is {expected} in the manifest</source>
        <translation>클래스 이름은 {name}이지만 매니페스트에서 라벨 {label}번의 이름은 {expected}입니다</translation>
    </message>
    <message>
        <source>raw image has {n} bytes, expected {shape}</source>
        <translation>raw 이미지가 {n}바이트입니다. {shape}여야 합니다</translation>
    </message>
    <message>
        <source>the image cannot be read: {detail}</source>
        <translation>이미지를 읽을 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>image is {size}, stored size is {stored}</source>
        <translation>이미지는 {size}이지만 기록된 크기는 {stored}입니다</translation>
    </message>
    <message>
        <source>image is {size} = {mp} megapixels, above the “Largest image” limit of {limit} MP that the dataset was converted with: the conversion refuses such an image, so the dataset was changed after it (convert again to rebuild it)</source>
        <translation>이미지가 {size} = {mp}메가픽셀로, 이 데이터셋을 변환할 때의 “최대 이미지 크기” 한도 {limit} MP를 넘습니다. 변환은 이런 이미지를 거부하므로 변환 후에 데이터셋이 바뀌었습니다 (다시 변환해서 새로 만드세요)</translation>
    </message>
    <message>
        <source>Pillow cannot decode the image: {detail}</source>
        <translation>Pillow가 이미지를 디코딩할 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>TensorFlow cannot decode the image: {detail}</source>
        <translation>TensorFlow가 이미지를 디코딩할 수 없습니다: {detail}</translation>
    </message>
    <message>
        <source>decoded image is {size}, stored size is {stored}</source>
        <translation>디코딩한 이미지는 {size}이지만 기록된 크기는 {stored}입니다</translation>
    </message>
    <message>
        <source>{n} label but {m} class name</source>
        <translation>라벨은 {n}개인데 클래스 이름은 {m}개입니다</translation>
    </message>
    <message>
        <source>{n} labels but {m} class name</source>
        <translation>라벨은 {n}개인데 클래스 이름은 {m}개입니다</translation>
    </message>
    <message>
        <source>{n} label but {m} class names</source>
        <translation>라벨은 {n}개인데 클래스 이름은 {m}개입니다</translation>
    </message>
    <message>
        <source>{n} labels but {m} class names</source>
        <translation>라벨은 {n}개인데 클래스 이름은 {m}개입니다</translation>
    </message>
    <message>
        <source>label {label} is outside 0..{top}</source>
        <translation>라벨 값이 0~{top} 범위 밖입니다: {label}</translation>
    </message>
    <message>
        <source>label {label} is {expected} in the manifest, the record says {found}</source>
        <translation>매니페스트에서 라벨 {label}번의 이름은 {expected}이지만 레코드에서는 {found}입니다</translation>
    </message>
    <message>
        <source>{n} box but {m} value in {key}</source>
        <translation>박스는 {n}개인데 {key}의 값은 {m}개입니다</translation>
    </message>
    <message>
        <source>{n} boxes but {m} value in {key}</source>
        <translation>박스는 {n}개인데 {key}의 값은 {m}개입니다</translation>
    </message>
    <message>
        <source>{n} box but {m} values in {key}</source>
        <translation>박스는 {n}개인데 {key}의 값은 {m}개입니다</translation>
    </message>
    <message>
        <source>{n} boxes but {m} values in {key}</source>
        <translation>박스는 {n}개인데 {key}의 값은 {m}개입니다</translation>
    </message>
    <message>
        <source>object {i}: box {box} is not inside 0..1 with min &lt; max</source>
        <translation>객체 {i}: 박스 좌표가 0~1 범위 안에 있지 않거나 min &lt; max가 아닙니다: {box}</translation>
    </message>
    <message>
        <source>object {i}: class label {label} is outside 1..{top} (label_map.pbtxt)</source>
        <translation>객체 {i}: 클래스 라벨 값이 1~{top}(label_map.pbtxt) 범위 밖입니다: {label}</translation>
    </message>
    <message>
        <source>object {i}: class {label} is {expected}, the record says {found}</source>
        <translation>객체 {i}: 클래스 {label}번의 이름은 {expected}이지만 레코드에서는 {found}입니다</translation>
    </message>
    <message>
        <source>object {i} mask: is not a PNG</source>
        <translation>객체 {i} 마스크: PNG가 아닙니다</translation>
    </message>
    <message>
        <source>object {i} mask: is {size}, the image is {image}</source>
        <translation>객체 {i} 마스크: {size}이지만 이미지는 {image}입니다</translation>
    </message>
    <message>
        <source>object {i} mask: cannot be decoded ({kind})</source>
        <translation>객체 {i} 마스크: 디코딩할 수 없습니다 ({kind})</translation>
    </message>
    <message>
        <source>segmentation mask is not a PNG</source>
        <translation>세그멘테이션 마스크가 PNG가 아닙니다</translation>
    </message>
    <message>
        <source>segmentation mask is {size}, the image is {image}</source>
        <translation>세그멘테이션 마스크는 {size}이지만 이미지는 {image}입니다</translation>
    </message>
    <message>
        <source>segmentation mask cannot be decoded ({kind})</source>
        <translation>세그멘테이션 마스크를 디코딩할 수 없습니다 ({kind})</translation>
    </message>
    <message>
        <source>took over a stale lock on {folder}: another run (it is just starting) was cut off while it was being written.</source>
        <translation>{folder}에 남아 있던 오래된 잠금을 넘겨받았습니다: 다른 변환(막 시작하던 중)이 잠금을 쓰는 도중에 중단되었습니다.</translation>
    </message>
    <message>
        <source>took over a stale lock on {folder}: the run started {started} by process {pid} on {host} is no longer running.</source>
        <translation>{folder} 폴더에 남아 있던 오래된 잠금을 넘겨받았습니다: {host}에서 프로세스 {pid}번이 {started}에 시작한 변환은 더 이상 실행 중이 아닙니다.</translation>
    </message>
    <message>
        <source>took over a stale lock on {folder}: the run started {started} by process {pid} on {host} is no longer running (its process number has been reused).</source>
        <translation>{folder} 폴더에 남아 있던 오래된 잠금을 넘겨받았습니다: {host}에서 프로세스 {pid}번이 {started}에 시작한 변환은 더 이상 실행 중이 아닙니다. 그 프로세스 번호는 지금 다른 프로세스가 쓰고 있습니다.</translation>
    </message>
    <message>
        <source>no image finished in {seconds} s; looking for the one that hangs</source>
        <translation>{seconds}초 동안 끝난 이미지가 없습니다. 멈춘 이미지를 찾고 있습니다</translation>
    </message>
    <message>
        <source>Replacing the output leaves {n} file in {folder} that this program did not write ({example})</source>
        <translation>출력을 바꿔도 {folder}에 있는, 이 프로그램이 쓰지 않은 파일 {n}개(예: {example})는 그대로 남습니다</translation>
    </message>
    <message>
        <source>Replacing the output leaves {n} files in {folder} that this program did not write (e.g. {example})</source>
        <translation>출력을 바꿔도 {folder}에 있는, 이 프로그램이 쓰지 않은 파일 {n}개(예: {example})는 그대로 남습니다</translation>
    </message>
    <message>
        <source>a worker process died or hung; retrying {n} in-flight image in a fresh worker process</source>
        <translation>워커 프로세스가 죽었거나 멈췄습니다. 처리 중이던 이미지 {n}장을 새 워커 프로세스에서 한 장씩 다시 시도합니다</translation>
    </message>
    <message>
        <source>a worker process died or hung; retrying {n} in-flight images one at a time in fresh worker processes</source>
        <translation>워커 프로세스가 죽었거나 멈췄습니다. 처리 중이던 이미지 {n}장을 새 워커 프로세스에서 한 장씩 다시 시도합니다</translation>
    </message>
    <message>
        <source>Resume: {folder} holds no interrupted run, so there is nothing to resume: every image is converted</source>
        <translation>재개: {folder} 폴더에 중단된 실행이 없어 재개할 것이 없습니다. 모든 이미지를 변환합니다</translation>
    </message>
    <message>
        <source>{n} shard of the interrupted run is converted again: an image in it changed after it was converted (its size or modification time differs)</source>
        <translation>중단된 실행의 샤드 {n}개를 다시 변환합니다: 변환한 뒤에 그 안의 이미지가 바뀌었습니다 (크기나 수정 시각이 다릅니다)</translation>
    </message>
    <message>
        <source>{n} shards of the interrupted run are converted again: an image in them changed after it was converted (its size or modification time differs)</source>
        <translation>중단된 실행의 샤드 {n}개를 다시 변환합니다: 변환한 뒤에 그 안의 이미지가 바뀌었습니다 (크기나 수정 시각이 다릅니다)</translation>
    </message>
    <message>
        <source>Resume: {n} file of the finished shards it keeps could not be read ({file}: {why}), so whether this version ({ours}) takes it into records as TFRecord Studio {started} did is not known; it stays as that run converted or skipped it. To check it, resume where the source can be read</source>
        <translation>재개: 유지하는 완성된 샤드의 파일 중 {n}개를 읽을 수 없었습니다 ({file}: {why}). 그래서 이 버전({ours})이 TFRecord Studio {started}의 판단과 같게 그 파일을 레코드로 만드는지는 알 수 없습니다. 그 파일은 중단된 변환에서 처리된 그대로(변환 또는 건너뜀) 둡니다. 확인하려면 소스를 읽을 수 있는 곳에서 재개하세요</translation>
    </message>
    <message>
        <source>Resume: {n} files of the finished shards it keeps could not be read (e.g. {file}: {why}), so whether this version ({ours}) takes them into records as TFRecord Studio {started} did is not known; they stay as that run converted or skipped them. To check them, resume where the source can be read</source>
        <translation>재개: 유지하는 완성된 샤드의 파일 중 {n}개를 읽을 수 없었습니다 (예: {file}: {why}). 그래서 이 버전({ours})이 TFRecord Studio {started}의 판단과 같게 그 파일들을 레코드로 만드는지는 알 수 없습니다. 그 파일들은 중단된 변환에서 처리된 그대로(변환 또는 건너뜀) 둡니다. 확인하려면 소스를 읽을 수 있는 곳에서 재개하세요</translation>
    </message>
    <message>
        <source>Resume: {n} files of the finished shards it keeps could not be read ({files}), so whether this version ({ours}) takes them into records as TFRecord Studio {started} did is not known; they stay as that run converted or skipped them. To check them, resume where the source can be read</source>
        <translation>재개: 유지하는 완성된 샤드의 파일 중 {n}개({files})를 읽을 수 없었습니다. 그래서 이 버전({ours})이 TFRecord Studio {started}의 판단과 같게 그 파일들을 레코드로 만드는지는 알 수 없습니다. 그 파일들은 중단된 변환에서 처리된 그대로(변환 또는 건너뜀) 둡니다. 확인하려면 소스를 읽을 수 있는 곳에서 재개하세요</translation>
    </message>
    <message>
        <source>Resume: {n} files of the finished shards it keeps could not be read ({files}; and {more} more), so whether this version ({ours}) takes them into records as TFRecord Studio {started} did is not known; they stay as that run converted or skipped them. To check them, resume where the source can be read</source>
        <translation>재개: 유지하는 완성된 샤드의 파일 중 {n}개({files} 외 {more}개)를 읽을 수 없었습니다. 그래서 이 버전({ours})이 TFRecord Studio {started}의 판단과 같게 그 파일들을 레코드로 만드는지는 알 수 없습니다. 그 파일들은 중단된 변환에서 처리된 그대로(변환 또는 건너뜀) 둡니다. 확인하려면 소스를 읽을 수 있는 곳에서 재개하세요</translation>
    </message>
    <message>
        <source>{n} image is a byte-identical copy of another image (listed in {file}); in another split than its original: {splits}; with another label: {labels}</source>
        <translation>이미지 {n}장이 다른 이미지와 바이트 단위로 똑같은 복사본입니다. 목록은 {file}에 있습니다. 원본과 다른 분할에 있는 것: {splits}, 다른 라벨인 것: {labels}</translation>
    </message>
    <message>
        <source>{n} images are byte-identical copies of other images (listed in {file}); in another split than their original: {splits}; with another label: {labels}</source>
        <translation>이미지 {n}장이 다른 이미지와 바이트 단위로 똑같은 복사본입니다. 목록은 {file}에 있습니다. 원본과 다른 분할에 있는 것: {splits}, 다른 라벨인 것: {labels}</translation>
    </message>
    <message>
        <source>{n} object was left out of the records, clipped, or kept with only its box (listed in {file})</source>
        <translation>객체 {n}개를 레코드에서 빼거나, 자르거나, 박스만 남겼습니다 ({file}에 목록이 있습니다)</translation>
    </message>
    <message>
        <source>{n} objects were left out of the records, clipped, or kept with only their box (listed in {file})</source>
        <translation>객체 {n}개를 레코드에서 빼거나, 자르거나, 박스만 남겼습니다 ({file}에 목록이 있습니다)</translation>
    </message>
    <message>
        <source>{n} photo was stored as its file is, not turned upright (its EXIF says to turn it; TensorFlow does not): it reaches the model sideways or upside down ({files}). Choose JPEG or PNG under “Format” to store it upright, or keep it as it is if your model expects that</source>
        <translation>사진 {n}장을 바로 세우지 않고 파일 그대로 저장했습니다 (EXIF는 돌리라고 하지만 TensorFlow는 돌리지 않습니다). 모델에는 옆으로 눕거나 뒤집힌 채로 전달됩니다 ({files}). 바로 세워 저장하려면 “형식”에서 JPEG나 PNG를 고르세요. 모델이 이 방향을 전제로 한다면 그대로 두어도 됩니다</translation>
    </message>
    <message>
        <source>{n} photos were stored as their files are, not turned upright (their EXIF says to turn them; TensorFlow does not): they reach the model sideways or upside down ({files}). Choose JPEG or PNG under “Format” to store them upright, or keep them as they are if your model expects that</source>
        <translation>사진 {n}장을 바로 세우지 않고 파일 그대로 저장했습니다 (EXIF는 돌리라고 하지만 TensorFlow는 돌리지 않습니다). 모델에는 옆으로 눕거나 뒤집힌 채로 전달됩니다 ({files}). 바로 세워 저장하려면 “형식”에서 JPEG나 PNG를 고르세요. 모델이 이 방향을 전제로 한다면 그대로 두어도 됩니다</translation>
    </message>
    <message>
        <source>{n} photos were stored as their files are, not turned upright (their EXIF says to turn them; TensorFlow does not): they reach the model sideways or upside down ({files}; and {more} more). Choose JPEG or PNG under “Format” to store them upright, or keep them as they are if your model expects that</source>
        <translation>사진 {n}장을 바로 세우지 않고 파일 그대로 저장했습니다 (EXIF는 돌리라고 하지만 TensorFlow는 돌리지 않습니다). 모델에는 옆으로 눕거나 뒤집힌 채로 전달됩니다 ({files}, 그 밖에 {more}장). 바로 세워 저장하려면 “형식”에서 JPEG나 PNG를 고르세요. 모델이 이 방향을 전제로 한다면 그대로 두어도 됩니다</translation>
    </message>
    <message>
        <source>the stop came after every image was written, so the dataset is complete: the run finishes</source>
        <translation>중지 요청이 모든 이미지를 쓴 뒤에 도착했으므로 데이터셋은 완성되었습니다: 변환을 끝까지 마칩니다</translation>
    </message>
    <message>
        <source>“Split” ({split}) is not used: the source gives every image its split ({splits}), which is kept</source>
        <translation>“분할”({split})은 사용되지 않습니다: 소스가 모든 이미지의 분할을 정하고 있으며({splits}), 그 분할대로 씁니다</translation>
    </message>
    <message>
        <source>the source gives {given} of the {total} images their split ({splits}), which they keep; “Split” ({split}) divides the others</source>
        <translation>소스가 이미지 {total}장 중 {given}장의 분할을 정하고 있으며({splits}), 그 이미지는 그 분할대로 둡니다. “분할”({split})은 나머지 이미지를 나눕니다</translation>
    </message>
    <message>
        <source>workers: {n} on the cluster (local Dask cluster)</source>
        <translation>워커: 클러스터의 {n}개 (로컬 Dask 클러스터)</translation>
    </message>
    <message>
        <source>workers: {n} on the cluster (Dask scheduler at {address})</source>
        <translation>워커: 클러스터의 {n}개 ({address}의 Dask 스케줄러)</translation>
    </message>
    <message>
        <source>workers: {n} on the cluster (Dask workers in cluster jobs)</source>
        <translation>워커: 클러스터의 {n}개 (클러스터 작업 안의 Dask 워커)</translation>
    </message>
    <message>
        <source>a Dask worker is left out of this run, and the other workers convert its shards: {changes}</source>
        <translation>이 변환에서 Dask 워커 하나를 제외하고, 그 샤드는 다른 워커가 변환합니다: {changes}</translation>
    </message>
    <message>
        <source>the Dask worker at {worker} that was left out of this run can run its tasks now: it converts shards again</source>
        <translation>이 변환에서 제외했던 {worker}의 Dask 워커가 이제 변환을 실행할 수 있습니다: 다시 샤드를 변환합니다</translation>
    </message>
    <message>
        <source>the Dask worker at {worker} left the scheduler during the run; a shard it was converting is converted again, from its first image, by the others (workers still there: {n}). If workers leave often, look at that machine: its memory, or its job&apos;s time limit</source>
        <translation>{worker}의 Dask 워커가 변환 중에 스케줄러에서 빠졌습니다. 변환하던 샤드가 있으면 남은 워커가 첫 이미지부터 다시 변환합니다 (남은 워커: {n}개). 워커가 자주 빠지면 그 머신의 메모리나 작업 제한 시간을 확인하세요</translation>
    </message>
    <message>
        <source>no Dask worker can run this run&apos;s tasks yet: waiting up to {seconds} s for one that can to join</source>
        <translation>이 변환의 작업을 실행할 수 있는 Dask 워커가 아직 없습니다. 실행할 수 있는 워커가 합류하기를 최대 {seconds}초 기다립니다</translation>
    </message>
    <message>
        <source>TensorFlow failed to start; its output:</source>
        <translation>TensorFlow를 시작하지 못했습니다. TensorFlow의 출력:</translation>
    </message>
    <message>
        <source>TensorFlow is not available ({detail}); used the built-in reader</source>
        <translation>TensorFlow를 사용할 수 없어({detail}) 내장 리더를 사용했습니다</translation>
    </message>
    <message>
        <source>stopping (cancel requested)...</source>
        <translation>중지하는 중 (취소 요청됨)…</translation>
    </message>
    <message>
        <source>stopping ({signal}): finishing bookkeeping...</source>
        <translation>중지하는 중({signal}): 기록을 마무리하고 있습니다…</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>중단되었습니다</translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail}</source>
        <translation>내부 오류: {kind}: {detail}</translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail} (the traceback is in the log: {path})</source>
        <translation>내부 오류: {kind}: {detail} (트레이스백은 로그에 있습니다: {path})</translation>
    </message>
    <message>
        <source>{n} square image in {file} has an EXIF orientation that turns it a quarter ({examples}), and its recorded size is the same either way: its annotations are taken as drawn on the picture as shown, turned (as CVAT, Label Studio and labelme show it). If they were drawn on the image as stored, before the turn, they come out turned: check a few in Inspect, which draws the boxes</source>
        <translation>{file}의 정사각형 이미지 {n}장({examples})에 90도 회전하는 EXIF 방향이 있고, 적힌 크기는 회전 전후가 같습니다. 주석은 CVAT, Label Studio, labelme가 보여 주는 대로, 회전해서 보이는 이미지에 단 것으로 봅니다. 회전하기 전, 저장된 그대로의 이미지에 단 주석이라면 주석이 회전한 위치가 됩니다. 검사에서 박스를 표시해 몇 장 확인하세요.</translation>
    </message>
    <message>
        <source>{n} square images in {file} have an EXIF orientation that turns them a quarter ({examples}), and their recorded size is the same either way: their annotations are taken as drawn on the picture as shown, turned (as CVAT, Label Studio and labelme show it). If they were drawn on the image as stored, before the turn, they come out turned: check a few in Inspect, which draws the boxes</source>
        <translation>{file}의 정사각형 이미지 {n}장({examples})에 90도 회전하는 EXIF 방향이 있고, 적힌 크기는 회전 전후가 같습니다. 주석은 CVAT, Label Studio, labelme가 보여 주는 대로, 회전해서 보이는 이미지에 단 것으로 봅니다. 회전하기 전, 저장된 그대로의 이미지에 단 주석이라면 주석이 회전한 위치가 됩니다. 검사에서 박스를 표시해 몇 장 확인하세요.</translation>
    </message>
    <message>
        <source>{n} XML file is of a square image that an EXIF orientation turns a quarter ({examples}), and its &lt;size&gt; is the same either way: its annotations are taken as drawn on the picture as shown, turned (as CVAT, Label Studio and labelme show it). If they were drawn on the image as stored, before the turn, they come out turned: check a few in Inspect, which draws the boxes</source>
        <translation>XML 파일 {n}개({examples})의 이미지가 정사각형이고 90도 회전하는 EXIF 방향이 있어, &lt;size&gt;가 회전 전후로 같습니다. 주석은 CVAT, Label Studio, labelme가 보여 주는 대로, 회전해서 보이는 이미지에 단 것으로 봅니다. 회전하기 전, 저장된 그대로의 이미지에 단 주석이라면 주석이 회전한 위치가 됩니다. 검사에서 박스를 표시해 몇 개 확인하세요.</translation>
    </message>
    <message>
        <source>{n} XML files are of square images that an EXIF orientation turns a quarter ({examples}), and their &lt;size&gt; is the same either way: their annotations are taken as drawn on the picture as shown, turned (as CVAT, Label Studio and labelme show it). If they were drawn on the image as stored, before the turn, they come out turned: check a few in Inspect, which draws the boxes</source>
        <translation>XML 파일 {n}개({examples})의 이미지가 정사각형이고 90도 회전하는 EXIF 방향이 있어, &lt;size&gt;가 회전 전후로 같습니다. 주석은 CVAT, Label Studio, labelme가 보여 주는 대로, 회전해서 보이는 이미지에 단 것으로 봅니다. 회전하기 전, 저장된 그대로의 이미지에 단 주석이라면 주석이 회전한 위치가 됩니다. 검사에서 박스를 표시해 몇 개 확인하세요.</translation>
    </message>
    <message>
        <source>note: {sentence}</source>
        <comment>an engine log line: a remark, nothing went wrong</comment>
        <translation>참고: {sentence}</translation>
    </message>
    <message>
        <source>warning: {sentence}</source>
        <comment>an engine log line</comment>
        <translation>경고: {sentence}</translation>
    </message>
    <message>
        <source>error: {sentence}</source>
        <comment>an engine log line</comment>
        <translation>오류: {sentence}</translation>
    </message>
    <message>
        <source>None of the {n} input files could be converted; the reasons are in {path}.</source>
        <translation>입력 파일 {n}개 중 변환된 파일이 없습니다. 이유는 {path}에 있습니다.</translation>
    </message>
    <message>
        <source>{path} is a file; choose a folder for the output.</source>
        <translation>{path} 위치는 파일입니다. 출력 위치로 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>The output folder is the source folder; choose another folder so the TFRecords are not mixed with your images.</source>
        <translation>출력 폴더가 소스 폴더와 같습니다. TFRecord가 이미지와 섞이지 않도록 다른 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>The output folder {out} is inside the source folder {source}; choose a folder outside it.</source>
        <translation>출력 폴더({out})가 소스 폴더({source}) 안에 있습니다. 그 바깥에 있는 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>Cannot open the output folder {out}: {detail}.</source>
        <translation>출력 폴더({out})를 열 수 없습니다: {detail}.</translation>
    </message>
    <message>
        <source>The output folder {out} is not empty. Choose an empty folder, or tick “Replace existing output” to replace an earlier dataset there, or press Resume to finish an interrupted run.</source>
        <translation>출력 폴더({out})가 비어 있지 않습니다. 빈 폴더를 선택하거나, “기존 출력 바꾸기”를 켜서 그곳의 이전 데이터셋을 바꾸거나, “재개”를 눌러 중단된 변환을 마치세요.</translation>
    </message>
    <message>
        <source>The output folder {out} holds {file}, which TFRecord Studio did not write (there is no dataset of ours there), so it is not replaced. Nothing was deleted. Choose an empty folder, or move those files away.</source>
        <translation>출력 폴더({out})에 이 프로그램의 데이터셋은 없고 TFRecord Studio가 쓰지 않은 {file} 파일이 있으므로 바꾸지 않습니다. 아무것도 삭제하지 않았습니다. 빈 폴더를 선택하거나 그 파일들을 옮기세요.</translation>
    </message>
    <message>
        <source>{n} image added ({files})</source>
        <translation>이미지 {n}장({files})이 추가되었습니다</translation>
    </message>
    <message>
        <source>{n} images added ({files})</source>
        <translation>이미지 {n}장({files})이 추가되었습니다</translation>
    </message>
    <message>
        <source>{n} images added ({files} and {more} more)</source>
        <translation>이미지 {n}장({files} 외 {more}장)이 추가되었습니다</translation>
    </message>
    <message>
        <source>{n} image removed ({files})</source>
        <translation>이미지 {n}장({files})이 삭제되었습니다</translation>
    </message>
    <message>
        <source>{n} images removed ({files})</source>
        <translation>이미지 {n}장({files})이 삭제되었습니다</translation>
    </message>
    <message>
        <source>{n} images removed ({files} and {more} more)</source>
        <translation>이미지 {n}장({files} 외 {more}장)이 삭제되었습니다</translation>
    </message>
    <message>
        <source>{n} image has another class or split now ({files})</source>
        <translation>이미지 {n}장({files})의 클래스나 분할이 바뀌었습니다</translation>
    </message>
    <message>
        <source>{n} images have another class or split now ({files})</source>
        <translation>이미지 {n}장({files})의 클래스나 분할이 바뀌었습니다</translation>
    </message>
    <message>
        <source>{n} images have another class or split now ({files} and {more} more)</source>
        <translation>이미지 {n}장({files} 외 {more}장)의 클래스나 분할이 바뀌었습니다</translation>
    </message>
    <message>
        <source>{option}: the run used {theirs}, now {ours}</source>
        <translation>{option}: 실행에서는 {theirs}, 지금은 {ours}</translation>
    </message>
    <message>
        <source>Resume: the interrupted run in {out} used other options: {changes}. Press “Use the interrupted run&apos;s options” to finish it, or tick “Replace existing output” to start again with the new options.</source>
        <translation>재개: {out}의 중단된 실행은 다른 옵션을 사용했습니다: {changes}. “중단된 실행의 옵션 사용”을 눌러 마치거나 “기존 출력 바꾸기”를 켜고 새 옵션으로 처음부터 다시 시작하세요.</translation>
    </message>
    <message>
        <source>Resume: {out} holds a finished dataset made with other options: {changes}. Tick “Replace existing output” to convert again with the new options.</source>
        <translation>재개: {out}에는 다른 옵션으로 만든 완성된 데이터셋이 있습니다: {changes}. “기존 출력 바꾸기”를 켜고 새 옵션으로 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Resume: the input files differ from those of the interrupted run in {out} (the options are the same). Put the source back as it was, or tick “Replace existing output” to convert everything again.</source>
        <translation>재개: 옵션은 같지만 입력 파일이 {out}의 중단된 실행과 다릅니다. 소스를 원래대로 되돌리거나 “기존 출력 바꾸기”를 켜고 모두 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Resume: {out} holds a finished dataset made from other input files (the options are the same). Tick “Replace existing output” to convert again.</source>
        <translation>재개: 옵션은 같지만 {out}에는 다른 입력 파일로 만든 완성된 데이터셋이 있습니다. “기존 출력 바꾸기”를 켜고 다시 변환하세요.</translation>
    </message>
    <message>
        <source>{path}: this is a TFRecord Studio job file (File → Save job), not images or a table. To run it, open it in the window with File → Load job.</source>
        <translation>{path}: TFRecord Studio 작업 파일([파일] → [작업 저장])이며, 이미지나 표가 아닙니다. 실행하려면 창에서 [파일] → [작업 불러오기]로 여세요.</translation>
    </message>
    <message>
        <source>{path}: this is a TFRecord Studio job file (File → Save job), not images or a table. To run it, open it in the window with File → Load job. On the command line, give its source instead: {source} (with your options; the job&apos;s own are read only by the window).</source>
        <translation>{path}: TFRecord Studio 작업 파일([파일] → [작업 저장])이며, 이미지나 표가 아닙니다. 실행하려면 창에서 [파일] → [작업 불러오기]로 여세요. 명령줄에서는 대신 그 소스를 지정하세요: {source} (옵션은 직접 지정하세요. 작업의 옵션은 창에서만 읽습니다).</translation>
    </message>
    <message>
        <source>The {n} input file could not be converted; the reason is in {path}.</source>
        <translation>입력 파일 {n}개를 변환하지 못했습니다. 이유는 {path}에 있습니다.</translation>
    </message>
    <message>
        <source>The output folder {out} holds an interrupted run of this source: {n} of {total} image done. Press Resume to finish it, or tick “Replace existing output” to start again (this deletes what it wrote).</source>
        <translation>출력 폴더({out})에 이 소스의 중단된 변환이 있습니다: 이미지 {total}장 중 {n}장 처리됨. “재개”를 눌러 마치거나, “기존 출력 바꾸기”를 켜서 처음부터 다시 시작하세요 (처리된 내용은 삭제됩니다).</translation>
    </message>
    <message>
        <source>The output folder {out} holds an interrupted run of this source: {n} of {total} images done. Press Resume to finish it, or tick “Replace existing output” to start again (this deletes what it wrote).</source>
        <translation>출력 폴더({out})에 이 소스의 중단된 변환이 있습니다: 이미지 {total}장 중 {n}장 처리됨. “재개”를 눌러 마치거나, “기존 출력 바꾸기”를 켜서 처음부터 다시 시작하세요 (처리된 내용은 삭제됩니다).</translation>
    </message>
    <message>
        <source>The output folder {out} holds a TFRecord Studio dataset whose manifest ({file}) cannot be read: it is damaged, or larger than any this program writes. Without it, Resume or Replace cannot tell which files there TFRecord Studio wrote, so nothing was deleted. Put back a whole copy of {file} (from a backup), or choose an empty folder.</source>
        <translation>출력 폴더 {out}에 TFRecord Studio 데이터셋이 있지만 그 매니페스트({file})를 읽을 수 없습니다. 손상되었거나 이 프로그램이 쓰는 어떤 매니페스트보다도 큽니다. 매니페스트가 없으면 그 폴더의 어느 파일을 TFRecord Studio가 썼는지 알 수 없으므로 재개도 바꾸기도 할 수 없습니다. 아무것도 삭제하지 않았습니다. {file}의 온전한 사본을 백업에서 되돌려 놓거나 빈 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>The output folder {out} holds {file} and {n} more file that TFRecord Studio did not write (there is no dataset of ours there), so they are not replaced. Nothing was deleted. Choose an empty folder, or move those files away.</source>
        <translation>출력 폴더 {out}에 이 프로그램의 데이터셋은 없고 TFRecord Studio가 쓰지 않은 {file} 외 {n}개 파일이 있으므로 바꾸지 않습니다. 아무것도 삭제하지 않았습니다. 빈 폴더를 선택하거나 그 파일들을 옮기세요.</translation>
    </message>
    <message>
        <source>The output folder {out} holds {file} and {n} more files that TFRecord Studio did not write (there is no dataset of ours there), so they are not replaced. Nothing was deleted. Choose an empty folder, or move those files away.</source>
        <translation>출력 폴더 {out}에 이 프로그램의 데이터셋은 없고 TFRecord Studio가 쓰지 않은 {file} 외 {n}개 파일이 있으므로 바꾸지 않습니다. 아무것도 삭제하지 않았습니다. 빈 폴더를 선택하거나 그 파일들을 옮기세요.</translation>
    </message>
    <message>
        <source>The output folder {out} holds {file}, which our dataset there does not list (another program wrote it), and this run would write a file of that name. Nothing was deleted. Move it away, or choose another “Prefix” or output folder.</source>
        <translation>출력 폴더({out})에 {file} 파일이 있습니다. 이 파일은 다른 프로그램이 쓴 것으로 그곳의 데이터셋에 나와 있지 않으며, 이번 변환은 같은 이름의 파일을 씁니다. 아무것도 삭제하지 않았습니다. 그 파일을 옮기거나 다른 “접두사” 또는 출력 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>Replacing the existing output: cannot delete {path}: {detail}.</source>
        <translation>기존 출력을 바꾸는 중: {path} 파일을 삭제할 수 없습니다: {detail}.</translation>
    </message>
    <message>
        <source>Cannot make the output folder {out} or write in it: {detail}. Choose another folder, for example one in your Documents.</source>
        <translation>출력 폴더({out})를 만들거나 그 안에 쓸 수 없습니다: {detail}. 다른 폴더(예: 문서 폴더 안의 폴더)를 고르세요.</translation>
    </message>
    <message>
        <source>The output folder {out} is on a file system that does not support file locking ({detail}), which keeps two runs from writing into one folder. Choose a folder on a local disk, or ask the administrator of that share to enable file locking.</source>
        <translation>출력 폴더({out})는 파일 잠금을 지원하지 않는 파일 시스템에 있습니다 ({detail}). 파일 잠금은 두 변환이 한 폴더에 함께 쓰는 것을 막습니다. 로컬 디스크의 폴더를 고르거나, 그 공유 폴더의 관리자에게 파일 잠금을 켜 달라고 요청하세요.</translation>
    </message>
    <message>
        <source>Could not lock the output folder {out}: its lock file {path} keeps changing. Is another run starting there again and again?</source>
        <translation>출력 폴더({out})를 잠글 수 없습니다: 잠금 파일({path})이 계속 바뀝니다. 다른 변환이 그곳에서 되풀이해 시작되고 있지 않은지 확인하세요.</translation>
    </message>
    <message>
        <source>The output folder {out} is in use by {sentence}. Wait for that run to finish, or choose another folder. (If that run is certainly over, delete {path}.)</source>
        <translation>출력 폴더({out})는 {sentence}에서 사용 중입니다. 그 변환이 끝날 때까지 기다리거나 다른 폴더를 선택하세요. (그 변환이 확실히 끝났다면 {path} 파일을 삭제하세요.)</translation>
    </message>
    <message>
        <source>the run started {started} by process {pid} on {host}</source>
        <translation>{host}에서 프로세스 {pid}번이 {started}에 시작한 변환</translation>
    </message>
    <message>
        <source>another run (it is just starting)</source>
        <translation>다른 변환(막 시작하는 중)</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full. Free some space (or choose another output folder), then press Resume to continue where it stopped.</source>
        <translation>{folder} 폴더가 있는 디스크가 가득 찼습니다. 공간을 확보한 뒤(또는 다른 출력 폴더를 선택한 뒤) “재개”를 누르면 멈춘 곳부터 이어서 변환합니다.</translation>
    </message>
    <message>
        <source>Your disk quota for {folder} is used up. Free some space, then press Resume.</source>
        <translation>{folder}의 디스크 할당량을 모두 썼습니다. 공간을 확보한 뒤 “재개”를 누르세요.</translation>
    </message>
    <message>
        <source>Could not write to {folder}: {detail}. Check the disk and the folder&apos;s permissions, then press Resume.</source>
        <translation>{folder}에 쓸 수 없습니다: {detail}. 디스크와 폴더 권한을 확인한 뒤 “재개”를 누르세요.</translation>
    </message>
    <message>
        <source>The temporary folder {folder} is full: the list of objects left out or clipped (objects.csv) is kept there while the source is converted. Free some space on that disk, then try again.</source>
        <translation>임시 폴더({folder})가 있는 디스크가 가득 찼습니다. 제외되거나 잘린 객체 목록(objects.csv)은 변환하는 동안 그곳에 보관됩니다. 그 디스크의 공간을 확보한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <source>Could not use the temporary folder {folder}: {detail}. The list of objects left out or clipped (objects.csv) is kept there while the source is converted. Check that folder, then try again.</source>
        <translation>임시 폴더({folder})를 사용할 수 없습니다: {detail}. 제외되거나 잘린 객체 목록(objects.csv)은 변환하는 동안 그곳에 보관됩니다. 그 폴더를 확인한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The {n} image still to write needs about {need}; {free} is free now.</source>
        <translation>아직 쓰지 않은 이미지 {n}장에 약 {need}가 필요합니다. 지금 남은 공간은 {free}입니다.</translation>
    </message>
    <message>
        <source>The {n} images still to write need about {need}; {free} is free now.</source>
        <translation>아직 쓰지 않은 이미지 {n}장에 약 {need}가 필요합니다. 지금 남은 공간은 {free}입니다.</translation>
    </message>
    <message>
        <source>The {n} image still to write needs about {need}.</source>
        <translation>아직 쓰지 않은 이미지 {n}장에 약 {need}가 필요합니다.</translation>
    </message>
    <message>
        <source>The {n} images still to write need about {need}.</source>
        <translation>아직 쓰지 않은 이미지 {n}장에 약 {need}가 필요합니다.</translation>
    </message>
    <message>
        <source>The {n} image still to write, counting the {m} kept, which Resume copies into a new file, needs about {need}; {free} is free now.</source>
        <translation>아직 써야 할 이미지 {n}장 (“재개”가 새 파일로 복사하는, 남아 있는 {m}장 포함)에 약 {need}가 필요합니다. 지금 남은 공간은 {free}입니다.</translation>
    </message>
    <message>
        <source>The {n} images still to write, counting the {m} kept, which Resume copies into a new file, need about {need}; {free} is free now.</source>
        <translation>아직 써야 할 이미지 {n}장 (“재개”가 새 파일로 복사하는, 남아 있는 {m}장 포함)에 약 {need}가 필요합니다. 지금 남은 공간은 {free}입니다.</translation>
    </message>
    <message>
        <source>The {n} image still to write, counting the {m} kept, which Resume copies into a new file, needs about {need}.</source>
        <translation>아직 써야 할 이미지 {n}장 (“재개”가 새 파일로 복사하는, 남아 있는 {m}장 포함)에 약 {need}가 필요합니다.</translation>
    </message>
    <message>
        <source>The {n} images still to write, counting the {m} kept, which Resume copies into a new file, need about {need}.</source>
        <translation>아직 써야 할 이미지 {n}장 (“재개”가 새 파일로 복사하는, 남아 있는 {m}장 포함)에 약 {need}가 필요합니다.</translation>
    </message>
    <message>
        <source>The {n} image already converted into the unfinished shard is kept: Resume continues from there.</source>
        <translation>미완성 샤드에 이미 변환된 이미지 {n}장은 남아 있습니다. “재개”는 거기서부터 이어집니다.</translation>
    </message>
    <message>
        <source>The {n} images already converted into the unfinished shard are kept: Resume continues from there.</source>
        <translation>미완성 샤드에 이미 변환된 이미지 {n}장은 남아 있습니다. “재개”는 거기서부터 이어집니다.</translation>
    </message>
    <message>
        <source>The run used the turbo JPEG decoder (--decoder turbo on the command line), which needs simplejpeg and opencv-python-headless; they are not installed here (pip install &apos;tfrecord-studio[turbo]&apos;).</source>
        <translation>이 변환은 turbo JPEG 디코더(명령줄의 --decoder turbo)를 사용했습니다. 이 디코더에는 simplejpeg와 opencv-python-headless가 필요하지만 여기에는 설치되어 있지 않습니다. 다음 명령으로 설치하세요: pip install &apos;tfrecord-studio[turbo]&apos;</translation>
    </message>
    <message>
        <source>TFRS_DECODER=turbo needs simplejpeg and opencv-python-headless (pip install &apos;tfrecord-studio[turbo]&apos;)</source>
        <translation>TFRS_DECODER=turbo에는 simplejpeg와 opencv-python-headless가 필요합니다. 다음 명령으로 설치하세요: pip install &apos;tfrecord-studio[turbo]&apos;</translation>
    </message>
    <message>
        <source>none of the sampled images could be converted; start the conversion to see the reasons (under Failures)</source>
        <translation>샘플 이미지를 하나도 변환하지 못했습니다. 변환을 시작하면 이유가 실패 탭에 표시됩니다</translation>
    </message>
    <message>
        <source>empty file: no records</source>
        <translation>빈 파일입니다: 레코드가 없습니다</translation>
    </message>
    <message>
        <source>empty file: no records (the {compression} data decompresses to nothing)</source>
        <translation>빈 파일입니다: 레코드가 없습니다 ({compression} 데이터를 풀면 아무것도 남지 않습니다)</translation>
    </message>
    <message>
        <source>cannot read the file ({detail})</source>
        <translation>파일을 읽을 수 없습니다 ({detail})</translation>
    </message>
    <message>
        <source>not a TFRecord file (too short to hold one record)</source>
        <translation>TFRecord 파일이 아닙니다 (레코드 하나를 담기에도 너무 짧습니다)</translation>
    </message>
    <message>
        <source>not a TFRecord file (its first record header is invalid)</source>
        <translation>TFRecord 파일이 아닙니다 (첫 레코드의 헤더가 올바르지 않습니다)</translation>
    </message>
    <message>
        <source>not a TFRecord file, or a damaged ZLIB-compressed one: it starts like ZLIB data but cannot be decompressed ({detail})</source>
        <translation>TFRecord 파일이 아니거나 손상된 ZLIB 압축 파일입니다: ZLIB 데이터처럼 시작하지만 풀 수 없습니다 ({detail})</translation>
    </message>
    <message>
        <source>compressed data ends early (file truncated)</source>
        <translation>압축 데이터가 일찍 끝납니다 (파일이 잘렸습니다)</translation>
    </message>
    <message>
        <source>compressed data is damaged ({detail})</source>
        <translation>압축 데이터가 손상되었습니다 ({detail})</translation>
    </message>
    <message>
        <source>{n} record, 1 damaged ({which}): its data does not match its checksum; the records after it were read and checked</source>
        <translation>레코드 {n}개 중 1개가 손상되었습니다 ({which}): 데이터가 체크섬과 맞지 않습니다. 그 뒤의 레코드는 읽어서 확인했습니다</translation>
    </message>
    <message>
        <source>{n} records, 1 damaged ({which}): its data does not match its checksum; the records after it were read and checked</source>
        <translation>레코드 {n}개 중 1개가 손상되었습니다 ({which}): 데이터가 체크섬과 맞지 않습니다. 그 뒤의 레코드는 읽어서 확인했습니다</translation>
    </message>
    <message>
        <source>{n} records, {m} damaged ({which}): their data does not match their checksums; the records around them were read and checked</source>
        <translation>레코드 {n}개 중 {m}개가 손상되었습니다 ({which}): 데이터가 체크섬과 맞지 않습니다. 그 앞뒤의 레코드는 읽어서 확인했습니다</translation>
    </message>
    <message>
        <source>reading stopped at record #{r} (byte {n}): its length is damaged, so the records after it, if any, cannot be located</source>
        <translation>레코드 #{r}(바이트 {n})에서 읽기를 멈췄습니다: 길이가 손상되어 그 뒤에 레코드가 있어도 위치를 찾을 수 없습니다</translation>
    </message>
    <message>
        <source>the file is cut short: it ends inside record #{r}, so that record and any after it are missing</source>
        <translation>파일이 중간에 잘렸습니다: 레코드 #{r} 도중에 끝나므로 그 레코드와 그 뒤의 레코드는 없습니다</translation>
    </message>
    <message>
        <source>the file is cut short: it ends inside record #{r} ({n} bytes, the manifest says {m}), so the records from #{r} on are missing: {k} of the {total} the manifest lists</source>
        <translation>파일이 중간에 잘렸습니다: 레코드 #{r} 도중에 끝납니다 ({n}바이트, 매니페스트에는 {m}바이트). #{r}부터 레코드가 없습니다: 매니페스트에 있는 {total}개 중 {k}개입니다</translation>
    </message>
    <message>
        <source>the file is cut short after {n} record: the manifest lists {total} ({size} bytes on disk, the manifest says {m}), so the records from #{n} on are missing</source>
        <translation>파일이 레코드 {n}개 뒤에서 잘렸습니다: 매니페스트에는 {total}개가 있습니다 (디스크에는 {size}바이트, 매니페스트에는 {m}바이트). #{n}부터 레코드가 없습니다</translation>
    </message>
    <message>
        <source>the file is cut short after {n} records: the manifest lists {total} ({size} bytes on disk, the manifest says {m}), so the records from #{n} on are missing</source>
        <translation>파일이 레코드 {n}개 뒤에서 잘렸습니다: 매니페스트에는 {total}개가 있습니다 (디스크에는 {size}바이트, 매니페스트에는 {m}바이트). #{n}부터 레코드가 없습니다</translation>
    </message>
    <message>
        <source>no records, as the manifest lists: every image planned for this shard failed to convert (rejected.csv says why)</source>
        <translation>매니페스트대로 레코드가 없습니다: 이 샤드에 배정된 이미지를 모두 변환하지 못했습니다 (이유는 rejected.csv에 있습니다)</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s reader stops at the first damaged record (DataLossError), so this file cannot be used for training until it is written again</source>
        <translation>TensorFlow 리더는 첫 번째 손상된 레코드에서 멈춥니다 (DataLossError). 이 파일은 다시 쓰기 전에는 학습에 사용할 수 없습니다</translation>
    </message>
    <message>
        <source>Most images in these files are almost black ({n} of {m} looked at; brightest value {v} of 255). If they came from a {bits}-bit camera, convert the source again with {bits} bits under “16-bit images” on the Convert tab.</source>
        <translation>이 파일들의 이미지 대부분이 거의 검습니다 (살펴본 {m}장 중 {n}장, 가장 밝은 값: 255 중 {v}). {bits}비트 카메라의 이미지라면 “변환” 탭의 “16비트 이미지”에서 {bits}비트를 골라 소스를 다시 변환하세요.</translation>
    </message>
    <message>
        <source>The manifest lists {n} shard file; it is not in this folder ({names})</source>
        <translation>매니페스트에는 샤드 파일 {n}개가 있지만 그중 1개가 이 폴더에 없습니다 ({names})</translation>
    </message>
    <message>
        <source>The manifest lists {n} shard files; 1 of them is not in this folder ({names})</source>
        <translation>매니페스트에는 샤드 파일 {n}개가 있지만 그중 1개가 이 폴더에 없습니다 ({names})</translation>
    </message>
    <message>
        <source>The manifest lists {n} shard files; {m} of them are not in this folder ({names})</source>
        <translation>매니페스트에는 샤드 파일 {n}개가 있지만 그중 {m}개가 이 폴더에 없습니다 ({names})</translation>
    </message>
    <message>
        <source>This folder holds 1 TFRecord file that the manifest does not list ({names})</source>
        <translation>이 폴더에 매니페스트에 없는 TFRecord 파일이 1개 있습니다 ({names})</translation>
    </message>
    <message>
        <source>This folder holds {n} TFRecord files that the manifest does not list ({names})</source>
        <translation>이 폴더에 매니페스트에 없는 TFRecord 파일이 {n}개 있습니다 ({names})</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run was cancelled after {n} of {total} shard ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>이 데이터셋은 완성되지 않았습니다: 실행이 샤드 {total}개 중 {n}개를 기록한 뒤 취소되었습니다 (이미지 {planned}장 중 {m}장). “변환” 탭의 “재개”로 완성하세요.</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run was cancelled after {n} of {total} shards ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>이 데이터셋은 완성되지 않았습니다: 실행이 샤드 {total}개 중 {n}개를 기록한 뒤 취소되었습니다 (이미지 {planned}장 중 {m}장). “변환” 탭의 “재개”로 완성하세요.</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run failed after {n} of {total} shard ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>이 데이터셋은 완성되지 않았습니다: 실행이 샤드 {total}개 중 {n}개를 기록한 뒤 실패했습니다 (이미지 {planned}장 중 {m}장). “변환” 탭의 “재개”로 완성하세요.</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run failed after {n} of {total} shards ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>이 데이터셋은 완성되지 않았습니다: 실행이 샤드 {total}개 중 {n}개를 기록한 뒤 실패했습니다 (이미지 {planned}장 중 {m}장). “변환” 탭의 “재개”로 완성하세요.</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run stopped before its end (the program was closed or crashed) after {n} of {total} shard ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>이 데이터셋은 완성되지 않았습니다: 실행이 샤드 {total}개 중 {n}개를 기록한 뒤 중간에 멈췄습니다 (프로그램이 닫혔거나 비정상 종료됨, 이미지 {planned}장 중 {m}장). “변환” 탭의 “재개”로 완성하세요.</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run stopped before its end (the program was closed or crashed) after {n} of {total} shards ({m} of {planned} images). Finish it with Resume on the Convert tab.</source>
        <translation>이 데이터셋은 완성되지 않았습니다: 실행이 샤드 {total}개 중 {n}개를 기록한 뒤 중간에 멈췄습니다 (프로그램이 닫혔거나 비정상 종료됨, 이미지 {planned}장 중 {m}장). “변환” 탭의 “재개”로 완성하세요.</translation>
    </message>
    <message>
        <source>This dataset is not finished: every shard is written ({total} shard), but the run ended before it recorded the dataset as finished. Finish it with Resume on the Convert tab.</source>
        <translation>이 데이터셋은 완성되지 않았습니다: 샤드 {total}개가 모두 기록되었지만 실행이 데이터셋 완성을 기록하기 전에 끝났습니다. “변환” 탭의 “재개”로 완성하세요.</translation>
    </message>
    <message>
        <source>This dataset is not finished: every shard is written ({total} shards), but the run ended before it recorded the dataset as finished. Finish it with Resume on the Convert tab.</source>
        <translation>이 데이터셋은 완성되지 않았습니다: 샤드 {total}개가 모두 기록되었지만 실행이 데이터셋 완성을 기록하기 전에 끝났습니다. “변환” 탭의 “재개”로 완성하세요.</translation>
    </message>
    <message>
        <source>This dataset is not finished: the run that wrote it did not reach its end. Finish it with Resume on the Convert tab.</source>
        <translation>이 데이터셋은 완성되지 않았습니다: 이 데이터셋을 기록한 실행이 끝까지 진행되지 않았습니다. “변환” 탭의 “재개”로 완성하세요.</translation>
    </message>
    <message>
        <source>This dataset is not complete: its file names say {total} shards ({pattern}), and {m} of them is not in this folder</source>
        <translation>이 데이터셋은 다 갖춰지지 않았습니다: 파일 이름으로는 샤드가 {total}개({pattern})이지만 그중 {m}개가 이 폴더에 없습니다</translation>
    </message>
    <message>
        <source>This dataset is not complete: its file names say {total} shards ({pattern}), and {m} of them are not in this folder</source>
        <translation>이 데이터셋은 다 갖춰지지 않았습니다: 파일 이름으로는 샤드가 {total}개({pattern})이지만 그중 {m}개가 이 폴더에 없습니다</translation>
    </message>
    <message>
        <source>{n} shard is not in this folder: {names}</source>
        <translation>이 폴더에 없는 샤드 ({n}개): {names}</translation>
    </message>
    <message>
        <source>{n} shards are not in this folder: {names}</source>
        <translation>이 폴더에 없는 샤드 ({n}개): {names}</translation>
    </message>
    <message>
        <source>{n} more image is kept for Resume in {m} unfinished shard (a hidden .partial file, not read here)</source>
        <translation>이 밖에 {n}장이 “재개”를 위해 미완성 샤드 {m}개(숨김 .partial 파일, 여기서는 읽지 않음)에 남아 있습니다</translation>
    </message>
    <message>
        <source>{n} more images are kept for Resume in {m} unfinished shard (a hidden .partial file, not read here)</source>
        <translation>이 밖에 {n}장이 “재개”를 위해 미완성 샤드 {m}개(숨김 .partial 파일, 여기서는 읽지 않음)에 남아 있습니다</translation>
    </message>
    <message>
        <source>{n} more image is kept for Resume in {m} unfinished shards (hidden .partial files, not read here)</source>
        <translation>이 밖에 {n}장이 “재개”를 위해 미완성 샤드 {m}개(숨김 .partial 파일, 여기서는 읽지 않음)에 남아 있습니다</translation>
    </message>
    <message>
        <source>{n} more images are kept for Resume in {m} unfinished shards (hidden .partial files, not read here)</source>
        <translation>이 밖에 {n}장이 “재개”를 위해 미완성 샤드 {m}개(숨김 .partial 파일, 여기서는 읽지 않음)에 남아 있습니다</translation>
    </message>
    <message>
        <source>{n} more image is in {m} unfinished shard (a hidden .partial file, not read here): Resume keeps it if it reads back whole</source>
        <translation>이 밖에 {n}장이 미완성 샤드 {m}개(숨김 .partial 파일, 여기서는 읽지 않음)에 있습니다. “재개”는 온전히 다시 읽히면 남깁니다</translation>
    </message>
    <message>
        <source>{n} more images are in {m} unfinished shard (a hidden .partial file, not read here): Resume keeps those that read back whole</source>
        <translation>이 밖에 {n}장이 미완성 샤드 {m}개(숨김 .partial 파일, 여기서는 읽지 않음)에 있습니다. “재개”는 온전히 다시 읽히는 것을 남깁니다</translation>
    </message>
    <message>
        <source>{n} more image is in {m} unfinished shards (hidden .partial files, not read here): Resume keeps it if it reads back whole</source>
        <translation>이 밖에 {n}장이 미완성 샤드 {m}개(숨김 .partial 파일, 여기서는 읽지 않음)에 있습니다. “재개”는 온전히 다시 읽히면 남깁니다</translation>
    </message>
    <message>
        <source>{n} more images are in {m} unfinished shards (hidden .partial files, not read here): Resume keeps those that read back whole</source>
        <translation>이 밖에 {n}장이 미완성 샤드 {m}개(숨김 .partial 파일, 여기서는 읽지 않음)에 있습니다. “재개”는 온전히 다시 읽히는 것을 남깁니다</translation>
    </message>
    <message>
        <source>no TFRecord files found in this folder: choose the folder a conversion wrote them to, or the .tfrecord files themselves</source>
        <translation>이 폴더에서 TFRecord 파일을 찾지 못했습니다: 변환으로 파일을 쓴 폴더나 .tfrecord 파일 자체를 선택하세요</translation>
    </message>
    <message>
        <source>cannot read this folder ({detail})</source>
        <translation>이 폴더를 읽을 수 없습니다 ({detail})</translation>
    </message>
    <message>
        <source>not a file or folder</source>
        <translation>파일도 폴더도 아닙니다</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>존재하지 않습니다</translation>
    </message>
    <message>
        <source>{folder} holds the masks, not the images: the folder above it, {parent}, holds the images with their masks. To convert the images with their masks, choose that folder as the source</source>
        <translation>{folder}에 있는 것은 이미지가 아니라 마스크입니다. 이미지와 그 마스크는 그 위 폴더인 {parent}에 있습니다. 이미지를 마스크와 함께 변환하려면 그 폴더를 소스로 고르세요</translation>
    </message>
    <message>
        <source>no mask: {folder}/ has no {name}.png, .tif or .tiff for this image; save its mask there by that name</source>
        <translation>마스크가 없습니다: {folder}/에 이 이미지의 마스크 {name}.png(또는 .tif, .tiff)가 없습니다. 이 이미지의 마스크를 그 이름으로 그곳에 저장하세요</translation>
    </message>
    <message>
        <source>a polygon of fewer than 3 points outlines nothing: it is not used, the object keeps its box (to keep its shape, fix the polygon in the annotation tool and export again)</source>
        <translation>점이 3개 미만인 다각형은 아무 영역도 둘러싸지 않습니다: 이 다각형은 쓰지 않고 객체의 박스는 그대로 둡니다 (모양을 살리려면 주석 도구에서 다각형을 고친 뒤 다시 내보내세요)</translation>
    </message>
    <message>
        <source>the mask {mask} holds decimal numbers (a 32-bit float image); class masks hold whole class values: save it as an 8-bit or 16-bit grey PNG or TIFF (in ImageJ: Image &gt; Type &gt; 8-bit or 16-bit)</source>
        <translation>마스크 파일 {mask}의 값은 소수(32비트 부동소수점 이미지)입니다. 클래스 마스크의 값은 정수 클래스 번호여야 하니 8비트 또는 16비트 회색조 PNG나 TIFF로 다시 저장하세요 (ImageJ: Image &gt; Type &gt; 8-bit 또는 16-bit)</translation>
    </message>
    <message>
        <source>{n} image has no mask of its own name, but a mask named so with a word more is there ({examples}): a mask is found by its image&apos;s name, so rename the mask to its image&apos;s name</source>
        <translation>이미지 {n}장에 같은 이름의 마스크가 없지만, 이름 뒤에 단어가 붙은 마스크가 있습니다 ({examples}). 마스크는 이미지와 같은 이름으로 찾으므로 마스크 이름을 이미지 이름과 같게 바꾸세요</translation>
    </message>
    <message>
        <source>{n} images have no mask of their own name, but masks named so with a word more are there ({examples}): a mask is found by its image&apos;s name, so rename the masks to their images&apos; names</source>
        <translation>이미지 {n}장에 같은 이름의 마스크가 없지만, 이름 뒤에 단어가 붙은 마스크가 있습니다 ({examples}). 마스크는 이미지와 같은 이름으로 찾으므로 마스크 이름을 이미지 이름과 같게 바꾸세요</translation>
    </message>
    <message>
        <source>{file} line {line}: the wrong number of values ({count}) for a box (class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image is skipped with its {n} other box. Correct or delete that line</source>
        <translation>{file} {line}행: 값의 개수({count}개)가 박스(class cx cy w h: 5개)에도 다각형(class x1 y1 x2 y2 x3 y3 ...: 7개 이상의 홀수)에도 맞지 않습니다. 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행을 고치거나 지우세요</translation>
    </message>
    <message>
        <source>{file} line {line}: the wrong number of values ({count}) for a box (class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image is skipped with its {n} other boxes. Correct or delete that line</source>
        <translation>{file} {line}행: 값의 개수({count}개)가 박스(class cx cy w h: 5개)에도 다각형(class x1 y1 x2 y2 x3 y3 ...: 7개 이상의 홀수)에도 맞지 않습니다. 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행을 고치거나 지우세요</translation>
    </message>
    <message>
        <source>{file} line {line}: the wrong number of values ({count}) for a box (class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image is skipped. Correct or delete that line</source>
        <translation>{file} {line}행: 값의 개수({count}개)가 박스(class cx cy w h: 5개)에도 다각형(class x1 y1 x2 y2 x3 y3 ...: 7개 이상의 홀수)에도 맞지 않습니다. 이 이미지를 건너뜁니다. 그 행을 고치거나 지우세요</translation>
    </message>
    <message>
        <source>{file} line {line}: {text} is not numbers (class cx cy w h); the image is skipped with its {n} other box. Correct the numbers on that line</source>
        <translation>{file} {line}행: {text} 부분이 숫자가 아닙니다 (class cx cy w h). 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 숫자를 고치세요</translation>
    </message>
    <message>
        <source>{file} line {line}: {text} is not numbers (class cx cy w h); the image is skipped with its {n} other boxes. Correct the numbers on that line</source>
        <translation>{file} {line}행: {text} 부분이 숫자가 아닙니다 (class cx cy w h). 이 이미지는 다른 박스 {n}개와 함께 건너뜁니다. 그 행의 숫자를 고치세요</translation>
    </message>
    <message>
        <source>{file} line {line}: {text} is not numbers (class cx cy w h); the image is skipped. Correct the numbers on that line</source>
        <translation>{file} {line}행: {text} 부분이 숫자가 아닙니다 (class cx cy w h). 이 이미지를 건너뜁니다. 그 행의 숫자를 고치세요</translation>
    </message>
    <message>
        <source>{file} annotation {id} has no category_id; the image is skipped with its {n} other object. Give the annotation the id of its category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} 주석 {id}에 category_id가 없습니다. 이 이미지는 다른 객체 {n}개와 함께 건너뜁니다. {file}에서 이 주석에 카테고리 id(&apos;categories&apos; 중 하나)를 넣으세요</translation>
    </message>
    <message>
        <source>{file} annotation {id} has no category_id; the image is skipped with its {n} other objects. Give the annotation the id of its category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} 주석 {id}에 category_id가 없습니다. 이 이미지는 다른 객체 {n}개와 함께 건너뜁니다. {file}에서 이 주석에 카테고리 id(&apos;categories&apos; 중 하나)를 넣으세요</translation>
    </message>
    <message>
        <source>{file} annotation {id} has no category_id; the image is skipped. Give the annotation the id of its category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} 주석 {id}에 category_id가 없습니다. 이 이미지를 건너뜁니다. {file}에서 이 주석에 카테고리 id(&apos;categories&apos; 중 하나)를 넣으세요</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its category_id {category} is not a category&apos;s id (one number or name); the image is skipped with its {n} other object. Give the annotation the id of one category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} 주석 {id}: category_id 값이 카테고리 id(숫자나 이름 하나)가 아닙니다: {category}. 이 이미지는 다른 객체 {n}개와 함께 건너뜁니다. {file}에서 이 주석에 카테고리 하나의 id(&apos;categories&apos; 중 하나)를 넣으세요</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its category_id {category} is not a category&apos;s id (one number or name); the image is skipped with its {n} other objects. Give the annotation the id of one category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} 주석 {id}: category_id 값이 카테고리 id(숫자나 이름 하나)가 아닙니다: {category}. 이 이미지는 다른 객체 {n}개와 함께 건너뜁니다. {file}에서 이 주석에 카테고리 하나의 id(&apos;categories&apos; 중 하나)를 넣으세요</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its category_id {category} is not a category&apos;s id (one number or name); the image is skipped. Give the annotation the id of one category (one of &apos;categories&apos;) in {file}</source>
        <translation>{file} 주석 {id}: category_id 값이 카테고리 id(숫자나 이름 하나)가 아닙니다: {category}. 이 이미지를 건너뜁니다. {file}에서 이 주석에 카테고리 하나의 id(&apos;categories&apos; 중 하나)를 넣으세요</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but its image {name} is {w}x{h}; the image is skipped with its {n} other object. An RLE mask is its image&apos;s size (&apos;size&apos;: [height, width]): correct the annotation or its image_id in {file}, or export the annotations again</source>
        <translation>{file} 주석 {id}: RLE 마스크 크기({mask_w}x{mask_h})가 이미지 {name}의 크기({w}x{h})와 다릅니다. 이 이미지는 다른 객체 {n}개와 함께 건너뜁니다. RLE 마스크의 크기(&apos;size&apos;: [높이, 너비])는 이미지 크기와 같아야 합니다. {file}에서 이 주석이나 image_id를 고치거나, 주석을 다시 내보내세요</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but its image {name} is {w}x{h}; the image is skipped with its {n} other objects. An RLE mask is its image&apos;s size (&apos;size&apos;: [height, width]): correct the annotation or its image_id in {file}, or export the annotations again</source>
        <translation>{file} 주석 {id}: RLE 마스크 크기({mask_w}x{mask_h})가 이미지 {name}의 크기({w}x{h})와 다릅니다. 이 이미지는 다른 객체 {n}개와 함께 건너뜁니다. RLE 마스크의 크기(&apos;size&apos;: [높이, 너비])는 이미지 크기와 같아야 합니다. {file}에서 이 주석이나 image_id를 고치거나, 주석을 다시 내보내세요</translation>
    </message>
    <message>
        <source>{file} annotation {id}: its RLE mask is {mask_w}x{mask_h}, but its image {name} is {w}x{h}; the image is skipped. An RLE mask is its image&apos;s size (&apos;size&apos;: [height, width]): correct the annotation or its image_id in {file}, or export the annotations again</source>
        <translation>{file} 주석 {id}: RLE 마스크 크기({mask_w}x{mask_h})가 이미지 {name}의 크기({w}x{h})와 다릅니다. 이 이미지를 건너뜁니다. RLE 마스크의 크기(&apos;size&apos;: [높이, 너비])는 이미지 크기와 같아야 합니다. {file}에서 이 주석이나 image_id를 고치거나, 주석을 다시 내보내세요</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} value that is no class: {values} (the class names list has classes 0 to {last}; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>마스크 {mask}에 어느 클래스도 아닌 값이 {n}개 있습니다: {values} (클래스 이름 목록: 클래스 0~{last}, 255 = 무시). 클래스 이름 파일에 클래스 {top}까지 이름 행을 추가하거나, 그 픽셀을 클래스 값으로 다시 칠하세요</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} values that are no class: {values} (the class names list has classes 0 to {last}; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>마스크 {mask}에 어느 클래스도 아닌 값이 {n}개 있습니다: {values} (클래스 이름 목록: 클래스 0~{last}, 255 = 무시). 클래스 이름 파일에 클래스 {top}까지 이름 행을 추가하거나, 그 픽셀을 클래스 값으로 다시 칠하세요</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} value that is no class: {values} (the class names list has only class 0; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>마스크 {mask}에 어느 클래스도 아닌 값이 {n}개 있습니다: {values} (클래스 이름 목록: 클래스 0만, 255 = 무시). 클래스 이름 파일에 클래스 {top}까지 이름 행을 추가하거나, 그 픽셀을 클래스 값으로 다시 칠하세요</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} values that are no class: {values} (the class names list has only class 0; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>마스크 {mask}에 어느 클래스도 아닌 값이 {n}개 있습니다: {values} (클래스 이름 목록: 클래스 0만, 255 = 무시). 클래스 이름 파일에 클래스 {top}까지 이름 행을 추가하거나, 그 픽셀을 클래스 값으로 다시 칠하세요</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} value that is no class: {values} (the class names list has classes 0 and 1; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>마스크 {mask}에 어느 클래스도 아닌 값이 {n}개 있습니다: {values} (클래스 이름 목록: 클래스 0과 1, 255 = 무시). 클래스 이름 파일에 클래스 {top}까지 이름 행을 추가하거나, 그 픽셀을 클래스 값으로 다시 칠하세요</translation>
    </message>
    <message>
        <source>the mask {mask} holds {n} values that are no class: {values} (the class names list has classes 0 and 1; 255 = ignore). Add lines to the class names file until it names class {top}, or repaint those pixels with a class&apos;s value</source>
        <translation>마스크 {mask}에 어느 클래스도 아닌 값이 {n}개 있습니다: {values} (클래스 이름 목록: 클래스 0과 1, 255 = 무시). 클래스 이름 파일에 클래스 {top}까지 이름 행을 추가하거나, 그 픽셀을 클래스 값으로 다시 칠하세요</translation>
    </message>
    <message>
        <source>{sentence}. The mask looks smoothed (anti-aliased) or saved as JPEG: save masks as PNG without smoothing</source>
        <translation>{sentence}. 마스크가 부드럽게 처리(안티에일리어싱)되었거나 JPEG로 저장된 것 같습니다: 마스크는 부드럽게 처리하지 말고 PNG로 저장하세요</translation>
    </message>
    <message>
        <source>the mask {mask} looks smoothed (anti-aliased) or saved as JPEG: {n} of its values ({values}) lie only along the edges between other values, as a soft edge blends two classes, never in an area of their own. Save the masks again as PNG without smoothing, each pixel holding its class&apos;s value</source>
        <translation>{mask} 마스크는 부드럽게 처리(안티에일리어싱)되었거나 JPEG로 저장된 것 같습니다: 값 {n}개({values})가 다른 값과의 경계에만 있고 그 값만의 영역이 없습니다. 부드러운 경계에서 두 클래스가 섞인 값입니다. 마스크를 부드럽게 처리하지 말고 PNG로 다시 저장해, 각 픽셀에 해당 클래스의 값을 넣으세요</translation>
    </message>
    <message>
        <source>{n} image in {folder} is in no list of ImageSets/Segmentation, so it is not converted: those lists name the images that have class masks</source>
        <translation>{folder} 폴더의 이미지 {n}장은 ImageSets/Segmentation의 어느 목록에도 없어서 변환하지 않습니다. 이 목록에는 클래스 마스크가 있는 이미지가 적혀 있습니다</translation>
    </message>
    <message>
        <source>{n} images in {folder} are in no list of ImageSets/Segmentation, so they are not converted: those lists name the images that have class masks</source>
        <translation>{folder} 폴더의 이미지 {n}장은 ImageSets/Segmentation의 어느 목록에도 없어서 변환하지 않습니다. 이 목록에는 클래스 마스크가 있는 이미지가 적혀 있습니다</translation>
    </message>
    <message>
        <source>{n} image that {file} names has other capital letters in its file name ({examples}): it was matched by its name, as Windows and macOS match names. Check in Inspect that its boxes fit it</source>
        <translation>{file} 파일에 적힌 이미지 {n}장({examples})은 파일 이름의 대소문자가 실제 파일과 다릅니다. Windows와 macOS처럼 이름으로 맞췄습니다. 검사에서 박스가 이미지에 맞는지 확인하세요</translation>
    </message>
    <message>
        <source>{n} images that {file} names have other capital letters in their file names ({examples}): they were matched by their names, as Windows and macOS match names. Check in Inspect that their boxes fit them</source>
        <translation>{file} 파일에 적힌 이미지 {n}장({examples})은 파일 이름의 대소문자가 실제 파일과 다릅니다. Windows와 macOS처럼 이름으로 맞췄습니다. 검사에서 박스가 이미지에 맞는지 확인하세요</translation>
    </message>
    <message>
        <source>{n} image that {file} names is not beside it or in its images folder, and was found by its name in a folder below: {examples}. Check in Inspect that its boxes fit it</source>
        <translation>{file} 파일에 적힌 이미지 {n}장은 같은 위치에도 images 폴더에도 없어서, 그 아래 폴더에서 이름으로 찾았습니다: {examples}. 검사에서 박스가 이미지에 맞는지 확인하세요</translation>
    </message>
    <message>
        <source>{n} images that {file} names are not beside it or in its images folder, and were found by their names in the folders below: {examples}. Check in Inspect that their boxes fit them</source>
        <translation>{file} 파일에 적힌 이미지 {n}장은 같은 위치에도 images 폴더에도 없어서, 그 아래 폴더에서 이름으로 찾았습니다: {examples}. 검사에서 박스가 이미지에 맞는지 확인하세요</translation>
    </message>
    <message>
        <source>the mask {mask} has {n} colour that labelmap.txt gives to no class: {colours}. Add a class of that colour to labelmap.txt, or repaint those pixels with a class&apos;s colour</source>
        <translation>마스크 {mask}에 labelmap.txt의 어느 클래스 색도 아닌 색이 {n}개 있습니다: {colours}. labelmap.txt에 그 색의 클래스를 추가하거나, 그 픽셀을 클래스 색으로 다시 칠하세요</translation>
    </message>
    <message>
        <source>the mask {mask} has {n} colours that labelmap.txt gives to no class: {colours}. Add a class for each of these colours to labelmap.txt, or repaint those pixels with the colours of classes</source>
        <translation>마스크 {mask}에 labelmap.txt의 어느 클래스 색도 아닌 색이 {n}개 있습니다: {colours}. labelmap.txt에 각 색의 클래스를 추가하거나, 그 픽셀을 클래스 색으로 다시 칠하세요</translation>
    </message>
    <message>
        <source>{folder} holds {n} more Pascal VOC folder, {others}, beside {used}: only {used} is read. To convert it too, choose it as the source of another run</source>
        <translation>{folder}에는 {used} 말고도 Pascal VOC 폴더 {n}개({others})가 더 있습니다. {used}만 읽습니다. 그 폴더도 변환하려면 다른 실행의 소스로 고르세요</translation>
    </message>
    <message>
        <source>{folder} holds {n} more Pascal VOC folders, {others}, beside {used}: only {used} is read. To convert them too, choose each as the source of another run</source>
        <translation>{folder}에는 {used} 말고도 Pascal VOC 폴더 {n}개({others})가 더 있습니다. {used}만 읽습니다. 그 폴더들도 변환하려면 하나씩 다른 실행의 소스로 고르세요</translation>
    </message>
    <message>
        <source>another file of this name, {image}, carries its annotations: the same photo is not converted twice. If they are different pictures, rename one of them</source>
        <translation>같은 이름의 다른 파일 {image}에 주석이 붙어 있습니다. 같은 사진을 두 번 변환하지 않습니다. 서로 다른 사진이라면 둘 중 하나의 이름을 바꾸세요</translation>
    </message>
    <message>
        <source>{file} cannot be read as text: it is not UTF-8, nor Japanese or Korean Windows text (Shift-JIS, EUC-KR). Save it as UTF-8 (in Notepad: File → Save As, Encoding: UTF-8) and scan again</source>
        <translation>{file} 파일은 텍스트로 읽을 수 없습니다: UTF-8도, 일본어나 한국어 Windows의 텍스트(Shift-JIS, EUC-KR)도 아닙니다. UTF-8로 다시 저장한 뒤 (메모장에서는 파일 → 다른 이름으로 저장, 인코딩: UTF-8) 다시 스캔하세요</translation>
    </message>
    <message>
        <source>{file} and {n} other file are not UTF-8 text: they are read as {encoding}. The labels are written to the dataset as Unicode (UTF-8)</source>
        <translation>{file} 파일과 다른 파일 {n}개는 UTF-8 텍스트가 아니므로 {encoding} 인코딩으로 읽습니다. 라벨은 데이터셋에 유니코드(UTF-8)로 기록됩니다.</translation>
    </message>
    <message>
        <source>{file} and {n} other files are not UTF-8 text: they are read as {encoding}. The labels are written to the dataset as Unicode (UTF-8)</source>
        <translation>{file} 파일과 다른 파일 {n}개는 UTF-8 텍스트가 아니므로 {encoding} 인코딩으로 읽습니다. 라벨은 데이터셋에 유니코드(UTF-8)로 기록됩니다.</translation>
    </message>
</context>
<context>
    <name>FailuresModel</name>
    <message>
        <source>File</source>
        <extracomment>the columns a user sorts by (the stage column too, by its header when shown)</extracomment>
        <translation>파일</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>단계</translation>
    </message>
</context>
<context>
    <name>FailuresTable</name>
    <message>
        <source>Failed images</source>
        <translation>실패한 이미지</translation>
    </message>
    <message>
        <source>Images that could not be converted</source>
        <translation>변환하지 못한 이미지</translation>
    </message>
    <message>
        <source>Show the stage column</source>
        <translation>단계 열 표시</translation>
    </message>
    <message>
        <source>Sort the list by</source>
        <translation>목록 정렬 기준</translation>
    </message>
    <message>
        <source>The list&apos;s order (a click on a column&apos;s heading sorts by it too). What was set aside before converting is listed first.</source>
        <translation>목록의 정렬 순서입니다. 열 제목을 클릭해도 그 열로 정렬됩니다. 변환 전에 제외된 항목은 맨 위에 표시됩니다.</translation>
    </message>
    <message>
        <source>No failures.</source>
        <translation>실패가 없습니다.</translation>
    </message>
    <message>
        <source>Number of failed images</source>
        <translation>실패한 이미지 수</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>폴더에서 보기</translation>
    </message>
    <message>
        <source>Show the selected file in its folder</source>
        <translation>선택한 파일을 폴더에서 보여 줍니다</translation>
    </message>
    <message>
        <source>Export list…</source>
        <translation>목록 내보내기…</translation>
    </message>
    <message>
        <source>Save the list of failed files and the reasons as a table (CSV) that a spreadsheet opens</source>
        <translation>실패한 파일과 이유 목록을 스프레드시트에서 열 수 있는 표(CSV)로 저장합니다</translation>
    </message>
    <message>
        <source>The selected failure</source>
        <translation>선택한 실패 항목</translation>
    </message>
    <message>
        <source>Nothing failed while converting; {n} item was not used (listed above): {what}.</source>
        <translation>변환 중 실패한 것은 없습니다. 사용하지 않은 항목 {n}개가 위 목록에 있습니다: {what}.</translation>
    </message>
    <message>
        <source>Nothing failed while converting; {n} items were not used (listed above): {what}.</source>
        <translation>변환 중 실패한 것은 없습니다. 사용하지 않은 항목 {n}개가 위 목록에 있습니다: {what}.</translation>
    </message>
    <message>
        <source>Saved the list to {file}.</source>
        <translation>목록을 {file}에 저장했습니다.</translation>
    </message>
    <message>
        <source>The run&apos;s journal counts {n} entries set aside before converting and does not name them (an earlier version wrote it).</source>
        <translation>이전 버전이 쓴 변환 기록(저널)이라, 변환 전에 제외한 항목 {n}건이 세어져 있지만 어느 것인지는 적혀 있지 않습니다.</translation>
    </message>
    <message>
        <source>The run&apos;s journal counts {n} entry set aside before converting and does not name it (an earlier version wrote it).</source>
        <translation>이전 버전이 쓴 변환 기록(저널)이라, 변환 전에 제외한 항목 {n}건이 세어져 있지만 어느 것인지는 적혀 있지 않습니다.</translation>
    </message>
    <message>
        <source>{n} file could not be converted.</source>
        <translation>파일 {n}개를 변환하지 못했습니다.</translation>
    </message>
    <message>
        <source>{n} files could not be converted.</source>
        <translation>파일 {n}개를 변환하지 못했습니다.</translation>
    </message>
    <message>
        <source>{n} image could not be converted.</source>
        <translation>이미지 {n}장을 변환하지 못했습니다.</translation>
    </message>
    <message>
        <source>{n} images could not be converted.</source>
        <translation>이미지 {n}장을 변환하지 못했습니다.</translation>
    </message>
    <message>
        <source>Listed as well, not used: {what}.</source>
        <translation>목록에는 사용하지 않은 항목도 있습니다: {what}.</translation>
    </message>
    <message>
        <source>Export list… saves this list for Excel, in the window&apos;s language; the output folder&apos;s rejected.csv is the engine&apos;s list, in English.</source>
        <translation>“목록 내보내기…”는 Excel용 목록을 창의 언어로 저장합니다. 출력 폴더의 rejected.csv는 엔진의 영어 목록입니다.</translation>
    </message>
    <message>
        <source>{n} image that could not be converted was in the unfinished shard, which was removed: Resume tries it again.</source>
        <translation>변환하지 못한 이미지 {n}장은 삭제된 미완성 샤드에 있었습니다. “재개”를 누르면 다시 시도합니다.</translation>
    </message>
    <message>
        <source>{n} images that could not be converted were in the unfinished shard, which was removed: Resume tries them again.</source>
        <translation>변환하지 못한 이미지 {n}장은 삭제된 미완성 샤드에 있었습니다. “재개”를 누르면 다시 시도합니다.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Export the list of skipped and unused files</source>
        <translation>건너뛴 파일과 사용하지 않은 파일 목록 내보내기</translation>
    </message>
    <message>
        <source>Sort by:</source>
        <translation>정렬:</translation>
    </message>
    <message>
        <source>Reading the list of failures in the output folder (the disk does not answer yet)…</source>
        <translation>출력 폴더에 있는 실패 목록을 읽는 중입니다… 디스크가 아직 응답하지 않습니다.</translation>
    </message>
    <message>
        <source>failed-images</source>
        <translation>실패한-이미지</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <source>Export list</source>
        <translation>목록 내보내기</translation>
    </message>
    <message>
        <source>File (A to Z)</source>
        <translation>파일 (오름차순)</translation>
    </message>
    <message>
        <source>File (Z to A)</source>
        <translation>파일 (내림차순)</translation>
    </message>
    <message>
        <source>Listed as well: {n} file beside the class folders, ignored because it is not an image.</source>
        <translation>클래스 폴더 옆에 있어 무시한 파일 {n}개(이미지 아님)도 함께 적었습니다.</translation>
    </message>
    <message>
        <source>Listed as well: {n} files beside the class folders, ignored because they are not images.</source>
        <translation>클래스 폴더 옆에 있어 무시한 파일 {n}개(이미지 아님)도 함께 적었습니다.</translation>
    </message>
    <message>
        <source>No run in this window yet. The problems found in the source are listed under “{heading}”, with what the run will do about each; the files a run cannot convert are listed here.</source>
        <translation>이 창에서는 아직 변환하지 않았습니다. 소스에서 찾은 문제는 “{heading}” 아래에 변환 때 각각을 어떻게 처리하는지와 함께 나와 있습니다. 변환하지 못한 파일은 변환하면 여기에 나옵니다.</translation>
    </message>
    <message>
        <source>No run in this window yet: the files a run cannot convert are listed here.</source>
        <translation>이 창에서는 아직 변환하지 않았습니다: 변환하지 못한 파일은 변환하면 여기에 나옵니다.</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet. No image failed in the part the interrupted run finished. Resume converts the rest (and lists again the files set aside before converting).</source>
        <translation>이 창에서는 아직 이 폴더로 변환하지 않았습니다. 중단된 변환이 끝낸 부분에서 변환하지 못한 이미지는 없습니다. 나머지는 “재개”로 변환합니다. 변환 전에 제외한 파일도 그때 다시 목록에 나옵니다.</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet. The output folder&apos;s rejected.csv lists nothing that its run could not convert.</source>
        <translation>이 창에서는 아직 이 폴더로 변환하지 않았습니다. 출력 폴더의 rejected.csv에는 그 실행에서 변환하지 못한 것이 없습니다.</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet. The output folder&apos;s rejected.csv, which lists what its run did not convert, is missing or cannot be read.</source>
        <translation>이 창에서는 아직 이 폴더로 변환하지 않았습니다. 출력 폴더의 rejected.csv(그 실행에서 변환하지 않은 것의 목록)가 없거나 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the entries the interrupted run set aside before converting and the images it could not convert, in the part it finished. Resume converts the rest.</source>
        <translation>이 창에서는 아직 이 폴더로 변환하지 않았습니다. 아래는 중단된 변환이 변환 전에 제외한 항목과, 끝낸 부분에서 변환하지 못한 이미지입니다. 나머지는 “재개”로 변환합니다.</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the entries the output folder&apos;s rejected.csv lists, from the run that made it.</source>
        <translation>이 창에서는 아직 이 폴더로 변환하지 않았습니다. 아래는 출력 폴더를 만든 실행의 rejected.csv에 적힌 항목입니다.</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the first {n} entries the interrupted run set aside before converting or could not convert; there are more (the Summary counts them).</source>
        <translation>이 창에서는 아직 이 폴더로 변환하지 않았습니다. 아래는 중단된 변환이 변환 전에 제외했거나 변환하지 못한 항목 중 처음 {n}건입니다. 더 있으며, 그 수는 “요약”에 나옵니다.</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the first {n} entries the output folder&apos;s rejected.csv lists, from the run that made it; it lists more (the Summary&apos;s Skipped counts them).</source>
        <translation>이 창에서는 아직 이 폴더로 변환하지 않았습니다. 아래는 출력 폴더를 만든 실행의 rejected.csv에 적힌 항목 중 처음 {n}건입니다. 더 있으며, 그 수는 “요약”의 “건너뜀”에 나옵니다.</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the first {n} images the interrupted run could not convert, in the part it finished; there are more (the Summary&apos;s Skipped counts them).</source>
        <translation>이 창에서는 아직 이 폴더로 변환하지 않았습니다. 아래는 중단된 변환이 끝낸 부분에서 변환하지 못한 이미지 중 처음 {n}장입니다. 더 있으며, 그 수는 “요약”의 “건너뜀”에 나옵니다.</translation>
    </message>
    <message>
        <source>No run into this folder in this window yet: these are the images the interrupted run could not convert, in the part it finished. Resume converts the rest (and lists again the files set aside before converting).</source>
        <translation>이 창에서는 아직 이 폴더로 변환하지 않았습니다. 아래는 중단된 변환이 끝낸 부분에서 변환하지 못한 이미지입니다. 나머지는 “재개”로 변환합니다. 변환 전에 제외한 파일도 그때 다시 목록에 나옵니다.</translation>
    </message>
    <message>
        <source>Reason (A to Z)</source>
        <translation>이유 (오름차순)</translation>
    </message>
    <message>
        <source>Reason (Z to A)</source>
        <translation>이유 (내림차순)</translation>
    </message>
    <message>
        <source>Resume could not read the source, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>“재개”에서 소스를 읽지 못해 아무것도 변환하지 않았습니다. 아래는 중단된 변환이 끝낸 부분의 항목입니다.</translation>
    </message>
    <message>
        <source>Resume could not use the output folder, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>“재개”에서 출력 폴더를 사용하지 못해 아무것도 변환하지 않았습니다. 아래는 중단된 변환이 끝낸 부분의 항목입니다.</translation>
    </message>
    <message>
        <source>Resume stopped before converting, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>“재개”가 변환을 시작하기 전에 멈춰 아무것도 변환하지 않았습니다. 아래는 중단된 변환이 끝낸 부분의 항목입니다.</translation>
    </message>
    <message>
        <source>Resume was cancelled before converting, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>“재개”가 변환을 시작하기 전에 취소되어 아무것도 변환하지 않았습니다. 아래는 중단된 변환이 끝낸 부분의 항목입니다.</translation>
    </message>
    <message>
        <source>Resume was refused, so nothing was converted: these are the entries of the interrupted run, from the part it finished.</source>
        <translation>“재개”가 거부되어 아무것도 변환하지 않았습니다. 아래는 중단된 변환이 끝낸 부분의 항목입니다.</translation>
    </message>
    <message>
        <source>Saved in the order the list shows: {order}.</source>
        <translation>목록에 표시된 순서대로 저장했습니다: {order}.</translation>
    </message>
    <message>
        <source>Stage (A to Z)</source>
        <translation>단계 (오름차순)</translation>
    </message>
    <message>
        <source>Stage (Z to A)</source>
        <translation>단계 (내림차순)</translation>
    </message>
    <message>
        <source>The run&apos;s journal counts {n} more entries set aside before converting and does not name them: Resume lists them again.</source>
        <translation>변환 기록(저널)에는 변환 전에 제외한 항목 {n}건이 더 세어져 있지만 어느 것인지는 적혀 있지 않습니다. “재개”하면 다시 목록에 나옵니다.</translation>
    </message>
    <message>
        <source>The run&apos;s journal counts {n} more entry set aside before converting and does not name it: Resume lists it again.</source>
        <translation>변환 기록(저널)에는 변환 전에 제외한 항목 {n}건이 더 세어져 있지만 어느 것인지는 적혀 있지 않습니다. “재개”하면 다시 목록에 나옵니다.</translation>
    </message>
    <message>
        <source>before converting</source>
        <translation>변환 전</translation>
    </message>
    <message>
        <source>converting</source>
        <translation>변환 중</translation>
    </message>
    <message>
        <source>not an image (a file beside the class folders): ignored</source>
        <translation>클래스 폴더 옆의 파일로, 이미지가 아니어서 무시했습니다</translation>
    </message>
    <message>
        <source>reading the file</source>
        <translation>파일을 읽을 때</translation>
    </message>
    <message>
        <source>{file} cannot be written ({reason}). Choose another folder or name, and export again.</source>
        <translation>{file}에 쓸 수 없습니다 ({reason}). 다른 폴더나 이름을 골라 다시 내보내세요.</translation>
    </message>
</context>
<context>
    <name>FolderPathDialog</name>
    <message>
        <source>Folder location</source>
        <translation>폴더 위치</translation>
    </message>
    <message>
        <source>File location</source>
        <translation>파일 위치</translation>
    </message>
    <message>
        <source>This folder does not exist: it was removed, or it is not made yet. Its path:</source>
        <translation>이 폴더는 없습니다. 삭제되었거나 아직 만들어지지 않았습니다. 폴더 경로:</translation>
    </message>
    <message>
        <source>No program could open this file on this computer. It is here; copy the path and open it in a text editor, a file manager or a terminal:</source>
        <translation>이 컴퓨터에서 이 파일을 열 수 있는 프로그램을 찾지 못했습니다. 파일은 여기에 있습니다. 경로를 복사해 텍스트 편집기, 파일 관리자 또는 터미널에서 여세요:</translation>
    </message>
    <message>
        <source>No file manager could be opened on this computer. The folder is here; copy the path and paste it into a file manager or a terminal:</source>
        <translation>이 컴퓨터에서 파일 관리자를 열 수 없습니다. 폴더는 아래 위치에 있습니다. 경로를 복사해 파일 관리자나 터미널에 붙여 넣으세요:</translation>
    </message>
    <message>
        <source>Why the folder is shown here</source>
        <translation>폴더가 여기에 표시되는 이유</translation>
    </message>
    <message>
        <source>Folder path</source>
        <translation>폴더 경로</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Copy the path</source>
        <translation>경로 복사</translation>
    </message>
    <message>
        <source>Copy the path to the clipboard</source>
        <translation>경로를 클립보드에 복사합니다</translation>
    </message>
    <message>
        <source>The disk does not answer yet: the folder opens when it does. Its path:</source>
        <translation>디스크가 아직 응답하지 않습니다. 응답하면 폴더를 엽니다. 폴더 경로:</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
</context>
<context>
    <name>HowToLoadPanel</name>
    <message>
        <source>How to load this dataset</source>
        <translation>이 데이터셋을 불러오는 방법</translation>
    </message>
    <message>
        <source>&lt;b&gt;How to load this dataset&lt;/b&gt; — code for the people who train on it, filled in for these files; the dataset&apos;s folder holds it too, in HOW_TO_LOAD.md</source>
        <translation>&lt;b&gt;이 데이터셋을 불러오는 방법&lt;/b&gt; — 학습하는 사람을 위한 코드로, 이 파일에 맞게 채워져 있습니다. 같은 코드가 데이터셋 폴더의 HOW_TO_LOAD.md에도 있습니다</translation>
    </message>
    <message>
        <source>&lt;b&gt;How to load this dataset&lt;/b&gt; — code for the people who train on it, filled in for these files</source>
        <translation>&lt;b&gt;이 데이터셋을 불러오는 방법&lt;/b&gt; — 학습하는 사람을 위한 코드로, 이 파일에 맞게 채워져 있습니다</translation>
    </message>
    <message>
        <source>Readers</source>
        <translation>리더</translation>
    </message>
    <message>
        <source>What this reader needs</source>
        <translation>이 리더에 필요한 것</translation>
    </message>
    <message>
        <source>Code for {reader}</source>
        <translation>{reader}용 코드</translation>
    </message>
    <message>
        <source>This reader cannot read the dataset as it was converted; the note above says what to change.</source>
        <translation>이 리더는 변환된 그대로의 데이터셋을 읽을 수 없습니다. 바꿀 점은 위의 참고를 보세요.</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>코드 복사</translation>
    </message>
    <message>
        <source>Copy the {reader} code</source>
        <translation>{reader} 코드 복사</translation>
    </message>
</context>
<context>
    <name>InspectPanel</name>
    <message>
        <source>Inspect TFRecord files</source>
        <extracomment>The Open files dialog&apos;s TFRecord names (not translated: a translation kept the old list). TFDS names its shards &quot;mnist-train.tfrecord-00000-of-00001&quot;, a zlib dataset of ours ends in .zlib: the filter hid both.</extracomment>
        <translation>TFRecord 파일 검사</translation>
    </message>
    <message>
        <source>Open TFRecord files</source>
        <translation>TFRecord 파일 열기</translation>
    </message>
    <message>
        <source>Open a folder of TFRecord files</source>
        <translation>TFRecord 파일 폴더 열기</translation>
    </message>
    <message>
        <source>Verify with TensorFlow</source>
        <translation>TensorFlow로 검증</translation>
    </message>
    <message>
        <source>Export selected images</source>
        <translation>선택한 이미지 내보내기</translation>
    </message>
    <message>
        <source>Open one or more TFRecord files, made by this app or by any other program</source>
        <translation>TFRecord 파일을 하나 이상 엽니다 (이 앱이나 다른 프로그램에서 만든 파일 모두 가능)</translation>
    </message>
    <message>
        <source>&amp;Open files…</source>
        <translation>파일 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open fol&amp;der…</source>
        <translation>폴더 열기(&amp;D)…</translation>
    </message>
    <message>
        <source>Verify with &amp;TensorFlow</source>
        <translation>TensorFlow로 검증(&amp;T)</translation>
    </message>
    <message>
        <source>Read every file of a dataset made by this app back with TensorFlow and check that nothing is missing or damaged</source>
        <translation>이 앱으로 만든 데이터셋의 모든 파일을 TensorFlow로 다시 읽어 빠지거나 손상된 것이 없는지 확인합니다</translation>
    </message>
    <message>
        <source>&amp;Export selected images…</source>
        <translation>선택한 이미지 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the pictures of the selected records as image files in a folder</source>
        <translation>선택한 레코드의 그림을 폴더에 이미지 파일로 저장합니다</translation>
    </message>
    <message>
        <source>Open TFRecord files or a folder to look inside.</source>
        <translation>내용을 보려면 TFRecord 파일이나 폴더를 여세요.</translation>
    </message>
    <message>
        <source>What is open</source>
        <translation>열려 있는 항목</translation>
    </message>
    <message>
        <source>Summary of the files</source>
        <translation>파일 요약</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>검증 결과</translation>
    </message>
    <message>
        <source>Export to a folder (or type a new folder&apos;s name)</source>
        <translation>내보낼 폴더 (새 폴더 이름을 입력해도 됩니다)</translation>
    </message>
    <message>
        <source>Features in the records</source>
        <translation>레코드의 특성</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>특성</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>값 개수</translation>
    </message>
    <message>
        <source>First value</source>
        <translation>첫 번째 값</translation>
    </message>
    <message>
        <source>Features or reading code</source>
        <translation>특성 또는 읽기 코드</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>특성</translation>
    </message>
    <message>
        <source>How to load</source>
        <translation>불러오는 방법</translation>
    </message>
    <message>
        <source>Summary and verification</source>
        <translation>요약과 검증 결과</translation>
    </message>
    <message>
        <source>Inspect areas</source>
        <translation>검사 영역</translation>
    </message>
    <message>
        <source>TFRecord files ({patterns});;All files (*)</source>
        <translation>TFRecord 파일 ({patterns});;모든 파일 (*)</translation>
    </message>
    <message>
        <source>{n} paths</source>
        <translation>경로 {n}개</translation>
    </message>
    <message>
        <source>Reading every record…</source>
        <translation>모든 레코드를 읽는 중…</translation>
    </message>
    <message>
        <source>the engine exited with code {c}</source>
        <translation>엔진이 종료되었습니다 (종료 코드 {c})</translation>
    </message>
    <message>
        <source>Could not inspect: {m}</source>
        <translation>검사할 수 없습니다: {m}</translation>
    </message>
    <message>
        <source>Verified: {n} record read back {how}, counts and checksums match.</source>
        <translation>검증 완료: {how} 레코드 {n}개를 다시 읽었고 개수와 체크섬이 일치합니다.</translation>
    </message>
    <message>
        <source>Verified: {n} records read back {how}, counts and checksums match.</source>
        <translation>검증 완료: {how} 레코드 {n}개를 다시 읽었고 개수와 체크섬이 일치합니다.</translation>
    </message>
    <message>
        <source>Exported {n} of {m} image to {f}: {file} cannot be written ({reason}). Choose another folder, or free space and export again.</source>
        <translation>이미지 {m}장 중 {n}장을 {f}에 내보냈습니다: {file}에 쓸 수 없습니다 ({reason}). 다른 폴더를 고르거나 공간을 확보한 뒤 다시 내보내세요.</translation>
    </message>
    <message>
        <source>Exported {n} of {m} images to {f}: {file} cannot be written ({reason}). Choose another folder, or free space and export again.</source>
        <translation>이미지 {m}장 중 {n}장을 {f}에 내보냈습니다: {file}에 쓸 수 없습니다 ({reason}). 다른 폴더를 고르거나 공간을 확보한 뒤 다시 내보내세요.</translation>
    </message>
    <message>
        <source>Exported {n} image to {f}.</source>
        <translation>이미지 {n}장을 {f}에 내보냈습니다.</translation>
    </message>
    <message>
        <source>Exported {n} images to {f}.</source>
        <translation>이미지 {n}장을 {f}에 내보냈습니다.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem&lt;/b&gt;: {p}</source>
        <translation>&lt;b&gt;문제&lt;/b&gt;: {p}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&lt;b&gt;{r}&lt;/b&gt; record in &lt;b&gt;{n}&lt;/b&gt; file</source>
        <translation>파일 &lt;b&gt;{n}&lt;/b&gt;개에 레코드 &lt;b&gt;{r}&lt;/b&gt;개</translation>
    </message>
    <message>
        <source>&lt;b&gt;{r}&lt;/b&gt; record in &lt;b&gt;{n}&lt;/b&gt; files</source>
        <translation>파일 &lt;b&gt;{n}&lt;/b&gt;개에 레코드 &lt;b&gt;{r}&lt;/b&gt;개</translation>
    </message>
    <message>
        <source>&lt;b&gt;{r}&lt;/b&gt; records in &lt;b&gt;{n}&lt;/b&gt; file</source>
        <translation>파일 &lt;b&gt;{n}&lt;/b&gt;개에 레코드 &lt;b&gt;{r}&lt;/b&gt;개</translation>
    </message>
    <message>
        <source>&lt;b&gt;{r}&lt;/b&gt; records in &lt;b&gt;{n}&lt;/b&gt; files</source>
        <translation>파일 &lt;b&gt;{n}&lt;/b&gt;개에 레코드 &lt;b&gt;{r}&lt;/b&gt;개</translation>
    </message>
    <message>
        <source>A new run replaced the dataset in this folder while it was checked: this result is of the dataset that was there before.</source>
        <translation>검증하는 동안 새 실행이 이 폴더의 데이터셋을 바꾸었습니다. 이 결과는 그 전에 있던 데이터셋의 것입니다.</translation>
    </message>
    <message>
        <source>Every record in these files is intact (both checksums checked).</source>
        <translation>이 파일들의 모든 레코드가 온전합니다 (두 체크섬 모두 확인).</translation>
    </message>
    <message>
        <source>Every record is intact (both checksums checked).</source>
        <translation>모든 레코드가 온전합니다 (두 체크섬 모두 확인).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem&lt;/b&gt; in {file}: {m}</source>
        <translation>{file}에 &lt;b&gt;문제&lt;/b&gt;가 있습니다: {m}</translation>
    </message>
    <message>
        <source>Exported {n} image to the new folder {f}.</source>
        <translation>새 폴더를 만들어 이미지 {n}장을 내보냈습니다: {f}</translation>
    </message>
    <message>
        <source>Exported {n} images to the new folder {f}.</source>
        <translation>새 폴더를 만들어 이미지 {n}장을 내보냈습니다: {f}</translation>
    </message>
    <message>
        <source>Reading every record… {n} record read so far (file {i} of {m})</source>
        <translation>모든 레코드를 읽는 중… 지금까지 {n}개 (파일 {i}/{m})</translation>
    </message>
    <message>
        <source>Reading every record… {n} records read so far (file {i} of {m})</source>
        <translation>모든 레코드를 읽는 중… 지금까지 {n}개 (파일 {i}/{m})</translation>
    </message>
    <message>
        <source>To make TFRecord files of images, choose their folder on the Convert tab.</source>
        <translation>이미지로 TFRecord 파일을 만들려면 &quot;변환&quot; 탭에서 이미지 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>Verify compares the files with the list of files and record counts this app writes beside a dataset it makes. These files have none, so there is nothing to compare them with. Every record was checked for damage when the files were opened.</source>
        <translation>검증은 이 앱이 데이터 세트를 만들 때 옆에 쓰는 파일 목록 및 레코드 수와 파일을 대조합니다. 이 파일들에는 그런 목록이 없어 대조할 대상이 없습니다. 모든 레코드는 파일을 열 때 손상 여부를 이미 확인했습니다.</translation>
    </message>
    <message>
        <source>Verify: only for datasets made by this app</source>
        <translation>검증: 이 앱으로 만든 데이터 세트만</translation>
    </message>
    <message>
        <source>Verifying… {n} of {total} record read back ({pct}%)</source>
        <translation>검증 중… 레코드 {total}개 중 {n}개를 다시 읽었습니다 ({pct}%)</translation>
    </message>
    <message>
        <source>Verifying… {n} of {total} records read back ({pct}%)</source>
        <translation>검증 중… 레코드 {total}개 중 {n}개를 다시 읽었습니다 ({pct}%)</translation>
    </message>
    <message>
        <source>Verifying… {n} record read back</source>
        <translation>검증 중… 레코드 {n}개를 다시 읽었습니다</translation>
    </message>
    <message>
        <source>Verifying… {n} records read back</source>
        <translation>검증 중… 레코드 {n}개를 다시 읽었습니다</translation>
    </message>
    <message>
        <source>Why Verify is off</source>
        <translation>검증을 쓸 수 없는 이유</translation>
    </message>
    <message>
        <source>compression: {c}</source>
        <translation>압축: {c}</translation>
    </message>
    <message>
        <source>{k} class mask beside its image, named as it is with _mask at the end.</source>
        <translation>클래스 마스크 {k}장도 이미지 이름 끝에 _mask를 붙인 이름으로 이미지 옆에 내보냈습니다.</translation>
    </message>
    <message>
        <source>{k} class masks beside their images, named as they are with _mask at the end.</source>
        <translation>클래스 마스크 {k}장도 이미지 이름 끝에 _mask를 붙인 이름으로 이미지 옆에 내보냈습니다.</translation>
    </message>
    <message>
        <source>{names} is not compressed, though its name says so: TensorFlow reads it only without compression_type.</source>
        <translation>{names} 파일은 이름과 달리 압축되어 있지 않습니다. TensorFlow에서는 compression_type 없이 읽어야 합니다.</translation>
    </message>
    <message>
        <source>{names} is {c}-compressed, though its name does not say so: TensorFlow reads it only with compression_type=&quot;{c}&quot;.</source>
        <translation>{names} 파일은 이름에 나타나 있지 않지만 {c}로 압축되어 있습니다. TensorFlow에서는 compression_type=&quot;{c}&quot;를 지정해야만 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>{n} file holds no records, as the manifest lists ({names}): every image planned for it failed to convert (rejected.csv in the folder says why)</source>
        <translation>파일 {n}개에는 매니페스트대로 레코드가 없습니다 ({names}): 배정된 이미지를 모두 변환하지 못했습니다 (이유는 폴더의 rejected.csv에 있습니다)</translation>
    </message>
    <message>
        <source>{n} files are not compressed, though their names say so ({names}): TensorFlow reads them only without compression_type.</source>
        <translation>파일 {n}개({names})는 이름과 달리 압축되어 있지 않습니다. TensorFlow에서는 compression_type 없이 읽어야 합니다.</translation>
    </message>
    <message>
        <source>{n} files are {c}-compressed, though their names do not say so ({names}): TensorFlow reads them only with compression_type=&quot;{c}&quot;.</source>
        <translation>파일 {n}개({names})는 이름에 나타나 있지 않지만 {c}로 압축되어 있습니다. TensorFlow에서는 compression_type=&quot;{c}&quot;를 지정해야만 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>{n} files hold no records, as the manifest lists ({names}): every image planned for them failed to convert (rejected.csv in the folder says why)</source>
        <translation>파일 {n}개에는 매니페스트대로 레코드가 없습니다 ({names}): 배정된 이미지를 모두 변환하지 못했습니다 (이유는 폴더의 rejected.csv에 있습니다)</translation>
    </message>
    <message>
        <source>{n} record is a tf.train.SequenceExample: it is shown as bytes; TensorFlow reads it with tf.io.parse_single_sequence_example.</source>
        <translation>레코드 {n}개는 tf.train.SequenceExample입니다. 여기서는 바이트로 표시하며, TensorFlow에서는 tf.io.parse_single_sequence_example로 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>{n} records are tf.train.SequenceExample messages: they are shown as bytes; TensorFlow reads them with tf.io.parse_single_sequence_example.</source>
        <translation>레코드 {n}개는 tf.train.SequenceExample입니다. 여기서는 바이트로 표시하며, TensorFlow에서는 tf.io.parse_single_sequence_example로 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>… and {n} more damaged file</source>
        <translation>… 손상된 파일 {n}개 더</translation>
    </message>
    <message>
        <source>… and {n} more damaged files</source>
        <translation>… 손상된 파일 {n}개 더</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem&lt;/b&gt;: {p}: {r}</source>
        <translation>&lt;b&gt;문제&lt;/b&gt;: {p}: {r}</translation>
    </message>
    <message>
        <source>Some records are not tf.train.Example messages; they are shown as bytes.</source>
        <translation>tf.train.Example이 아닌 레코드가 있어 바이트로 표시합니다.</translation>
    </message>
    <message>
        <source>This window cannot read the engine&apos;s report: it is in format version {v}, and the window knows version {k}. The window and the engine come from different versions of TFRecord Studio; install it again so that both match.</source>
        <translation>엔진의 보고서를 읽을 수 없습니다: 형식 버전은 {v}이고 이 창이 읽을 수 있는 버전은 {k}입니다. 창과 엔진이 서로 다른 버전의 TFRecord Studio입니다. 둘이 일치하도록 다시 설치하세요.</translation>
    </message>
    <message>
        <source>in record #{r} or a later one (at or after byte offset {o})</source>
        <translation>(레코드 #{r} 또는 그 이후, 바이트 위치 {o} 이후)</translation>
    </message>
    <message>
        <source>in record #{r} at byte offset {o}</source>
        <translation>(레코드 #{r}, 바이트 위치 {o})</translation>
    </message>
    <message>
        <source>(offsets count bytes of the uncompressed data, not of the file)</source>
        <translation>(위치는 파일이 아니라 압축을 푼 데이터에서 센 바이트입니다)</translation>
    </message>
    <message>
        <source>image ({f})</source>
        <translation>이미지 ({f})</translation>
    </message>
    <message>
        <source>{k} of them under a new name ending in (2), (3)…: a file of its name was there already, and is kept.</source>
        <translation>그중 {k}개는 같은 이름의 파일이 이미 있어 이름 끝에 (2), (3)…을 붙인 새 이름으로 내보냈습니다 (기존 파일은 그대로 둡니다).</translation>
    </message>
    <message>
        <source>{k} of them under a new name ending in (2), (3)…: files of their names were there already, and are kept.</source>
        <translation>그중 {k}개는 같은 이름의 파일이 이미 있어 이름 끝에 (2), (3)…을 붙인 새 이름으로 내보냈습니다 (기존 파일은 그대로 둡니다).</translation>
    </message>
    <message>
        <source>Verifying… (when TensorFlow is installed, it reads the data; starting it takes a few seconds)</source>
        <translation>검증 중… (TensorFlow가 설치되어 있으면 그것으로 읽습니다. 시작에 몇 초 걸립니다)</translation>
    </message>
    <message>
        <source>with TensorFlow</source>
        <translation>TensorFlow로</translation>
    </message>
    <message>
        <source>with the built-in reader</source>
        <translation>내장 리더로</translation>
    </message>
    <message>
        <source>exit code {c}</source>
        <translation>종료 코드 {c}</translation>
    </message>
    <message>
        <source>Verification FAILED: {p}</source>
        <translation>검증 실패: {p}</translation>
    </message>
</context>
<context>
    <name>Job</name>
    <message>
        <source>Write the split as name=fraction pairs, e.g. train=0.9,val=0.1.</source>
        <translation>분할은 이름=비율 쌍으로 쓰세요. 예: train=0.9,val=0.1</translation>
    </message>
    <message>
        <source>Each split fraction must be a number, e.g. train=0.9,val=0.1.</source>
        <translation>분할 비율은 숫자여야 합니다. 예: train=0.9,val=0.1</translation>
    </message>
    <message>
        <source>Each split fraction must be above 0 and at most 1.</source>
        <translation>분할 비율은 0보다 크고 1 이하여야 합니다.</translation>
    </message>
    <message>
        <source>The split fractions must add up to 1.</source>
        <translation>분할 비율의 합은 1이어야 합니다.</translation>
    </message>
    <message>
        <source>Choose a folder of images, a table (CSV/TSV) or an annotation file.</source>
        <translation>이미지 폴더, 표(CSV/TSV), 주석 파일 중 하나를 선택하세요.</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(설정 안 됨)</translation>
    </message>
    <message>
        <source>16-bit images</source>
        <translation>16비트 이미지</translation>
    </message>
    <message>
        <source>16-bit images take 16, 14, 12 or 10 bits.</source>
        <translation>16비트 이미지의 비트 수는 16, 14, 12, 10 중 하나입니다.</translation>
    </message>
    <message>
        <source>A split appears twice (a Japanese or Korean name is the same split as its English one: 学習 is train, 検証 is val).</source>
        <translation>같은 분할이 두 번 쓰였습니다. 한국어나 일본어 이름은 영어 이름과 같은 분할로 봅니다: 학습은 train, 검증은 val.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>Channels</source>
        <translation>채널</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>압축</translation>
    </message>
    <message>
        <source>Connect failed for this address, so a run would fail too: the reason is above. Press Connect again once the cluster runs, or change the address.</source>
        <translation>이 주소로 “연결”하지 못했으므로 변환도 실패합니다: 이유는 위에 있습니다. 클러스터가 실행된 뒤 “연결”을 다시 누르거나 주소를 바꾸세요.</translation>
    </message>
    <message>
        <source>Files per split</source>
        <translation>분할당 파일 수</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>형식</translation>
    </message>
    <message>
        <source>Give every split a fraction, e.g. train=0.8,val=0.2 (a split without one would take all the images).</source>
        <translation>모든 분할에 비율을 붙이세요. 예: train=0.8,val=0.2 (비율이 없는 분할은 모든 이미지를 가져가게 됩니다).</translation>
    </message>
    <message>
        <source>Images without annotations</source>
        <translation>주석 없는 이미지</translation>
    </message>
    <message>
        <source>JPEG quality</source>
        <translation>JPEG 품질</translation>
    </message>
    <message>
        <source>Largest image</source>
        <translation>최대 이미지 크기</translation>
    </message>
    <message>
        <source>Object masks</source>
        <translation>객체 마스크</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>접두사</translation>
    </message>
    <message>
        <source>Quality must be between {quality_min} and {quality_max}.</source>
        <translation>품질은 {quality_min}~{quality_max}이어야 합니다.</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>크기 조정</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Shard size (MiB)</source>
        <translation>샤드 크기 (MiB)</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>섞기</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>분할</translation>
    </message>
    <message>
        <source>Split names may hold only the letters A–Z and a–z, digits and _ (they are part of the file names), e.g. train=0.9,val=0.1.</source>
        <translation>분할 이름은 파일 이름의 일부가 되므로 반각 영문자(A–Z, a–z), 숫자, _만 쓸 수 있습니다. 예: train=0.9,val=0.1</translation>
    </message>
    <message>
        <source>Start the address with tcp://, as in tcp://HOST:8786.</source>
        <translation>tcp://HOST:8786 처럼 주소 앞에 tcp://를 붙이세요.</translation>
    </message>
    <message>
        <source>The address has a space in it: write it like tcp://HOST:8786, without spaces.</source>
        <translation>주소에 공백이 들어 있습니다: tcp://HOST:8786 처럼 공백 없이 쓰세요.</translation>
    </message>
    <message>
        <source>The address has no port: add :8786 (a Dask scheduler&apos;s usual port) after the host, as in tcp://HOST:8786.</source>
        <translation>주소에 포트가 없습니다: tcp://HOST:8786 처럼 호스트 뒤에 :8786(Dask 스케줄러의 일반 포트)을 붙이세요.</translation>
    </message>
    <message>
        <source>The number of files must be between 1 and {shards_max}.</source>
        <translation>파일 수는 1에서 {shards_max} 사이여야 합니다.</translation>
    </message>
    <message>
        <source>The output folder holds files that TFRecord Studio did not write ({names}). Choose an empty folder, or one with a dataset made by this program.</source>
        <translation>출력 폴더에 TFRecord Studio가 쓰지 않은 파일({names})이 있습니다. 빈 폴더나 이 프로그램으로 만든 데이터셋이 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>The output folder holds files that TFRecord Studio did not write. Choose an empty folder, or one with a dataset made by this program.</source>
        <translation>출력 폴더에 TFRecord Studio가 쓰지 않은 파일이 있습니다. 빈 폴더나 이 프로그램으로 만든 데이터셋이 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>The output folder is the source folder: choose another, empty folder, so the TFRecords are not mixed with your images.</source>
        <translation>출력 폴더가 소스 폴더와 같습니다. TFRecord가 이미지와 섞이지 않도록 다른 빈 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>The output folder must not be inside the source folder: choose a folder outside it, so the run does not read its own files as images.</source>
        <translation>출력 폴더는 소스 폴더 안에 둘 수 없습니다: 변환이 자기가 만든 파일을 이미지로 읽지 않도록 소스 폴더 바깥에 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>The output folder would be made in {folder}, a folder of the operating system, where files cannot be kept. Choose another folder, for example one in your Documents.</source>
        <translation>출력 폴더는 {folder} 안에 만들어지는데, 이 폴더는 운영 체제의 폴더라서 파일을 보관할 수 없습니다. 다른 폴더(예: 문서 폴더 안의 폴더)를 고르세요.</translation>
    </message>
    <message>
        <source>The output folder would be made in {folder}, where you cannot write (it is read-only). Choose another folder, for example one in your Documents.</source>
        <translation>출력 폴더는 {folder} 안에 만들어지는데, 이 폴더는 읽기 전용이라 쓸 수 없습니다. 다른 폴더(예: 문서 폴더 안의 폴더)를 고르세요.</translation>
    </message>
    <message>
        <source>The output folder would be made in {folder}, which is a file, not a folder. Choose another folder, for example one in your Documents.</source>
        <translation>출력 폴더는 {folder} 안에 만들어지는데, 이것은 폴더가 아니라 파일입니다. 다른 폴더(예: 문서 폴더 안의 폴더)를 고르세요.</translation>
    </message>
    <message>
        <source>The output folder {folder} is a folder of the operating system, where files cannot be kept. Choose another folder, for example one in your Documents.</source>
        <translation>출력 폴더({folder})는 운영 체제의 폴더라서 파일을 보관할 수 없습니다. 다른 폴더(예: 문서 폴더 안의 폴더)를 고르세요.</translation>
    </message>
    <message>
        <source>The output folder {out} holds a TFRecord Studio dataset whose manifest ({file}) cannot be read: it is damaged, or larger than any this program writes. Without it, Resume or Replace cannot tell which files there TFRecord Studio wrote, so the window cannot write there. Put back a whole copy of {file} (from a backup), or choose an empty folder.</source>
        <translation>출력 폴더 {out}에 TFRecord Studio 데이터셋이 있지만 그 매니페스트({file})를 읽을 수 없습니다. 손상되었거나 이 프로그램이 쓰는 어떤 매니페스트보다도 큽니다. 매니페스트가 없으면 그 폴더의 어느 파일을 TFRecord Studio가 썼는지 알 수 없으므로 재개도 바꾸기도 할 수 없고, 그 폴더에는 쓸 수 없습니다. {file}의 온전한 사본을 백업에서 되돌려 놓거나 빈 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>The output path {folder} is not a folder but a device or another special file. Choose a folder, for example one in your Documents.</source>
        <translation>출력 경로({folder})는 폴더가 아니라 장치 같은 특수 파일입니다. 폴더(예: 문서 폴더 안의 폴더)를 고르세요.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535, as in tcp://HOST:8786.</source>
        <translation>포트는 tcp://HOST:8786 처럼 1에서 65535 사이의 숫자여야 합니다.</translation>
    </message>
    <message>
        <source>The prefix may hold only letters, digits, &apos;_&apos;, &apos;.&apos; and &apos;-&apos;.</source>
        <translation>접두사에는 영문자, 숫자, &apos;_&apos;, &apos;.&apos;, &apos;-&apos;만 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>The shard size must be between {shard_min} and {shard_max} MiB.</source>
        <translation>샤드 크기는 {shard_min}~{shard_max} MiB이어야 합니다.</translation>
    </message>
    <message>
        <source>The size must be between {size_min} and {size_max} pixels.</source>
        <translation>크기는 {size_min}~{size_max}픽셀이어야 합니다.</translation>
    </message>
    <message>
        <source>The source does not exist.</source>
        <translation>소스가 없습니다.</translation>
    </message>
    <message>
        <source>The source must be a folder or a .csv/.tsv file.</source>
        <translation>소스는 폴더 또는 .csv/.tsv 파일이어야 합니다.</translation>
    </message>
    <message>
        <source>The “://” after tcp is missing or incomplete: write it like tcp://HOST:8786.</source>
        <translation>tcp 뒤의 “://”가 빠졌거나 불완전합니다: tcp://HOST:8786 처럼 쓰세요.</translation>
    </message>
    <message>
        <source>The “://” after tls is missing or incomplete: write it like tls://HOST:8786.</source>
        <translation>tls 뒤의 “://”가 빠졌거나 불완전합니다: tls://HOST:8786 처럼 쓰세요.</translation>
    </message>
    <message>
        <source>This folder holds a finished dataset made by TFRecord Studio. To convert again, choose a new output folder, or tick “Replace existing output”.</source>
        <translation>이 폴더에는 TFRecord Studio로 만든 완성된 데이터셋이 있습니다. 다시 변환하려면 새 출력 폴더를 고르거나 “기존 출력 바꾸기”를 켜세요.</translation>
    </message>
    <message>
        <source>This folder holds a run that converted no image (rejected.csv says why, file by file). Choose a new output folder, or tick “Replace existing output”.</source>
        <translation>이 폴더에는 이미지를 한 장도 변환하지 못한 실행의 결과가 있습니다 (파일별 이유는 rejected.csv에 있습니다). 새 출력 폴더를 고르거나 “기존 출력 바꾸기”를 켜세요.</translation>
    </message>
    <message>
        <source>This folder holds the dataset just converted. To convert again, choose a new output folder (or tick “Replace existing output”).</source>
        <translation>방금 변환한 데이터셋이 이 폴더에 있습니다. 다시 변환하려면 새 출력 폴더를 고르세요 (또는 “기존 출력 바꾸기”를 켜세요).</translation>
    </message>
    <message>
        <source>This is a job file saved with File → Save job, not a source of images. Open it with File → Load job: it puts its source and options in the window.</source>
        <translation>이것은 [파일] → [작업 저장]으로 저장한 작업 파일이며, 이미지 소스가 아닙니다. [파일] → [작업 불러오기]로 여세요. 작업의 소스와 옵션이 창에 들어갑니다.</translation>
    </message>
    <message>
        <source>Type the custom size beside “Size”: one number (224) or width x height (320x240).</source>
        <translation>“크기” 옆 칸에 크기를 입력하세요: 숫자 하나(224) 또는 너비 x 높이(320x240)입니다.</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>워커</translation>
    </message>
    <message>
        <source>Write tcp in lower case, as in tcp://HOST:8786.</source>
        <translation>tcp는 tcp://HOST:8786 처럼 소문자로 쓰세요.</translation>
    </message>
    <message>
        <source>You cannot write in the output folder {folder} (it is read-only). Choose another folder, for example one in your Documents.</source>
        <translation>출력 폴더 {folder}에는 쓸 수 없습니다. 읽기 전용 폴더입니다. 다른 폴더(예: 문서 폴더 안의 폴더)를 고르세요.</translation>
    </message>
    <message>
        <source>by size</source>
        <translation>크기 기준</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>유지</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>제외</translation>
    </message>
    <message>
        <source>off</source>
        <translation>끔</translation>
    </message>
    <message>
        <source>on</source>
        <translation>켬</translation>
    </message>
    <message>
        <source>Choose an output folder.</source>
        <translation>출력 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>The output path is a file, not a folder.</source>
        <translation>출력 경로가 폴더가 아니라 파일입니다.</translation>
    </message>
    <message>
        <source>The output folder is not empty: tick “Replace existing output” or choose another folder.</source>
        <translation>출력 폴더가 비어 있지 않습니다. “기존 출력 바꾸기”를 켜거나 다른 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address here starts with tcp:// (or tls://); {scheme}:// cannot be used. Write it like tcp://HOST:8786.</source>
        <translation>여기서 Dask 스케줄러 주소는 tcp://(또는 tls://)로 시작합니다. 입력한 {scheme}:// 주소는 쓸 수 없습니다. tcp://HOST:8786 처럼 쓰세요.</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address starts with tcp:// (or tls://); {scheme}:// is a web page&apos;s, such as its dashboard&apos;s (port 8787). Write tcp:// and the scheduler&apos;s port, 8786 unless it was set otherwise: {address}.</source>
        <translation>Dask 스케줄러 주소는 tcp://(또는 tls://)로 시작합니다. 입력한 {scheme}:// 주소는 대시보드(포트 8787) 같은 웹 페이지 주소입니다. tcp://와 스케줄러 포트(따로 설정하지 않았다면 8786)를 쓰세요: {address}</translation>
    </message>
    <message>
        <source>A Dask scheduler&apos;s address starts with tcp:// (or tls://); {scheme}:// is a web page&apos;s. Replace {scheme}:// with tcp://: {address}.</source>
        <translation>Dask 스케줄러 주소는 tcp://(또는 tls://)로 시작합니다. 입력한 {scheme}:// 주소는 웹 페이지 주소입니다. {scheme}://를 tcp://로 바꾸세요: {address}</translation>
    </message>
    <message>
        <source>Transparent areas</source>
        <translation>투명 영역</translation>
    </message>
    <message>
        <source>Workers must be between 1 and {max_workers}, or auto.</source>
        <translation>워커 수는 1~{max_workers} 또는 자동이어야 합니다.</translation>
    </message>
    <message>
        <source>Write as</source>
        <translation>저장 형식</translation>
    </message>
    <message>
        <source>Write the size as one number (224) or width x height (320x240).</source>
        <translation>크기는 숫자 하나(224) 또는 너비 x 높이(320x240)로 쓰세요.</translation>
    </message>
    <message>
        <source>Unknown resize mode.</source>
        <translation>알 수 없는 크기 조정 방식입니다.</translation>
    </message>
    <message>
        <source>Unknown format.</source>
        <translation>알 수 없는 형식입니다.</translation>
    </message>
    <message>
        <source>Raw pixels need a fixed size: choose a size or another format.</source>
        <translation>원시 픽셀에는 고정 크기가 필요합니다. 크기를 고르거나 다른 형식을 선택하세요.</translation>
    </message>
    <message>
        <source>The background must be white, black or grey.</source>
        <translation>배경은 흰색, 검은색, 회색 중 하나여야 합니다.</translation>
    </message>
    <message>
        <source>Channels must be 1 (grey) or 3 (colour).</source>
        <translation>채널 수는 1(회색조) 또는 3(컬러)이어야 합니다.</translation>
    </message>
    <message>
        <source>Unknown compression.</source>
        <translation>알 수 없는 압축 방식입니다.</translation>
    </message>
    <message>
        <source>Write the scheduler&apos;s address like tcp://HOST:8786 (or local:4 for Dask workers on this computer).</source>
        <translation>스케줄러 주소는 tcp://HOST:8786 처럼 쓰세요. 이 컴퓨터의 Dask 워커라면 local:4입니다.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>시스템 기본값(&amp;S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>{lang} will be used from the next start. The current run goes on.</source>
        <translation>다음에 앱을 시작할 때부터 {lang}로 표시합니다. 진행 중인 변환은 계속됩니다.</translation>
    </message>
    <message>
        <source>Restart TFRecord Studio in {lang} now? The source and options you chose are kept.</source>
        <translation>TFRecord Studio를 지금 {lang}로 다시 시작할까요? 선택한 소스와 옵션은 그대로 유지됩니다.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>지금 다시 시작</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>나중에</translation>
    </message>
</context>
<context>
    <name>LivePlots</name>
    <message>
        <source>Live plots</source>
        <translation>실시간 그래프</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>시간별 처리량</translation>
    </message>
    <message>
        <source>time (s)</source>
        <extracomment>The height from which a chart&apos;s data area (~40 px) is readable beside its title and axes.</extracomment>
        <translation>시간 (초)</translation>
    </message>
    <message>
        <source>time (min)</source>
        <translation>시간 (분)</translation>
    </message>
    <message>
        <source>time (h)</source>
        <translation>시간 (h)</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>처리량:</translation>
    </message>
    <message>
        <source>images/s (left)</source>
        <translation>장/초 (왼쪽)</translation>
    </message>
    <message>
        <source>MB/s written (right)</source>
        <translation>쓰기 MB/초 (오른쪽)</translation>
    </message>
    <message>
        <source>Throughput (images/s and MB/s) is drawn here while a conversion runs.</source>
        <translation>변환하는 동안 여기에 처리량(장/초, MB/초)을 그립니다.</translation>
    </message>
    <message>
        <source>The time to write each batch (ms per batch) is drawn here while a conversion runs.</source>
        <translation>변환하는 동안 여기에 배치별 쓰기 시간(배치당 ms)을 그립니다.</translation>
    </message>
    <message>
        <source>How busy each worker and the writer are is shown here while a conversion runs.</source>
        <translation>변환하는 동안 여기에 각 워커와 쓰기 작업의 사용률을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Plot summary</source>
        <translation>그래프 요약</translation>
    </message>
    <message>
        <source>What limits speed now</source>
        <translation>지금 속도를 제한하는 요인</translation>
    </message>
    <message>
        <source>average {r} images/s over the conversion, as in the Summary</source>
        <translation>변환 전체 평균 {r}장/초 (요약과 같음)</translation>
    </message>
    <message>
        <source>mean write {ms} ms per batch</source>
        <translation>배치당 평균 쓰기 시간 {ms} ms</translation>
    </message>
    <message>
        <source>workers busy {w}%, writer busy {k}%</source>
        <translation>워커 사용률 {w}%, 쓰기 사용률 {k}%</translation>
    </message>
    <message>
        <source>&lt;b&gt;Converting the images takes most of the time&lt;/b&gt;: the cluster&apos;s workers are busy and the writer waits for them; more cluster workers (or jobs) would help.</source>
        <translation>&lt;b&gt;이미지를 변환하는 데 시간이 가장 많이 걸립니다&lt;/b&gt;: 클러스터의 워커가 모두 바쁘고 쓰기 작업이 기다리고 있습니다. 클러스터 워커(또는 작업)를 늘리면 빨라집니다.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Converting the images takes most of the time&lt;/b&gt;: the workers are busy and the writer waits for them. The Tune sweep measured up to {m} workers on this source and found no gain beyond {n}, so more workers would not help here; what would: a smaller image size, the “Original bytes” format (no re-encoding), or closing other programs.</source>
        <translation>&lt;b&gt;이미지를 변환하는 데 시간이 가장 많이 걸립니다&lt;/b&gt;: 워커가 바쁘고 쓰기 작업이 기다리고 있습니다. “튜닝” 탭의 측정에서 이 소스로 워커를 {m}개까지 시험했고 {n}개보다 늘려도 빨라지지 않았으므로, 여기서는 워커를 늘려도 도움이 되지 않습니다. 도움이 되는 방법: 이미지 크기 줄이기, “원본 바이트” 형식(재인코딩 없음), 다른 프로그램 닫기.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Converting the images takes most of the time&lt;/b&gt;: the workers are busy and the writer waits for them; more workers (up to {n}, the number of cores) would help.</source>
        <translation>&lt;b&gt;이미지를 변환하는 데 시간이 가장 많이 걸립니다&lt;/b&gt;: 워커가 바쁘고 쓰기 작업이 기다리고 있습니다. 워커를 늘리면 (코어 수인 {n}개까지) 빨라집니다.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Converting the images takes most of the time&lt;/b&gt;: every core is busy converting. More workers would not help; what would: a smaller image size, the “Original bytes” format (no re-encoding), a faster disk, or closing other programs.</source>
        <translation>&lt;b&gt;이미지를 변환하는 데 시간이 가장 많이 걸립니다&lt;/b&gt;: 모든 코어가 변환으로 바쁩니다. 워커를 늘려도 빨라지지 않습니다. 도움이 되는 방법: 이미지 크기 줄이기, “원본 바이트” 형식(재인코딩 없음), 더 빠른 디스크, 다른 프로그램 닫기.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Writing the output files takes most of the time&lt;/b&gt;: the writer is busy and the workers wait; the disk or the compression is the limit, so more workers would not help.</source>
        <translation>&lt;b&gt;출력 파일을 쓰는 데 시간이 가장 많이 걸립니다&lt;/b&gt;: 쓰기 작업이 바쁘고 워커가 기다립니다. 디스크나 압축이 한계이므로 워커를 늘려도 빨라지지 않습니다.</translation>
    </message>
    <message>
        <source>Plot not started</source>
        <translation>그래프 시작 전</translation>
    </message>
    <message>
        <source>Per-batch write time (ms)</source>
        <translation>배치별 쓰기 시간 (ms)</translation>
    </message>
    <message>
        <source>Worker activity (busy %)</source>
        <translation>워커 활동 (사용률 %)</translation>
    </message>
    <message>
        <source>Worker activity when converting ended (busy %)</source>
        <translation>변환이 끝났을 때의 워커 활동 (사용률 %)</translation>
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
        <translation>쓰기</translation>
    </message>
    <message>
        <source>now {r} images/s, {m} MB/s written</source>
        <translation>현재 {r}장/초, 쓰기 {m} MB/초</translation>
    </message>
    <message>
        <source>at the end {r} images/s, {m} MB/s written</source>
        <translation>종료 시 {r}장/초, 쓰기 {m} MB/초</translation>
    </message>
    <message>
        <source>average {r} images/s since converting began</source>
        <translation>변환 시작부터 평균 {r}장/초</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is saturated&lt;/b&gt; right now (the run may be starting or finishing).</source>
        <translation>지금은 &lt;b&gt;한계까지 바쁜 곳이 없습니다&lt;/b&gt; (시작 직후이거나 끝나 가는 중일 수 있습니다).</translation>
    </message>
</context>
<context>
    <name>LogTab</name>
    <message>
        <source>Open the full log of this run</source>
        <translation>이 실행의 전체 로그 열기</translation>
    </message>
    <message>
        <source>Open full log</source>
        <translation>전체 로그 열기</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Engine log</source>
        <translation>엔진 로그</translation>
    </message>
    <message>
        <source>No run of this job in this window yet. When you start one, its command and stages appear here.</source>
        <translation>이 창에서는 이 작업을 아직 실행하지 않았습니다. 실행을 시작하면 그 명령과 단계가 여기에 표시됩니다.</translation>
    </message>
    <message>
        <source>The full log of this run and its earlier parts (counts, every skipped file and why, warnings): {path}</source>
        <translation>이 실행과 그 앞부분의 전체 로그(개수, 건너뛴 모든 파일과 그 이유, 경고): {path}</translation>
    </message>
    <message>
        <source>The full log of this run (counts, every skipped file and why, warnings): {path}</source>
        <translation>이 실행의 전체 로그(개수, 건너뛴 모든 파일과 그 이유, 경고): {path}</translation>
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
        <translation>폴더 경로를 확인하는 중입니다… 디스크가 아직 응답하지 않습니다.</translation>
    </message>
    <message>
        <source>Source and options</source>
        <translation>소스와 옵션</translation>
    </message>
    <message>
        <source>Run details</source>
        <translation>실행 세부 정보</translation>
    </message>
    <message>
        <source>Live plots</source>
        <translation>실시간 그래프</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>&amp;Cancel…</source>
        <translation>취소(&amp;C)…</translation>
    </message>
    <message>
        <source>Checked again: no image was added or removed since the interrupted run. Resume can finish it.</source>
        <translation>다시 확인했습니다: 중단된 변환 뒤로 추가되거나 빠진 이미지가 없습니다. “재개”로 마칠 수 있습니다.</translation>
    </message>
    <message>
        <source>Job loaded from {job}. Its output folder {old} already holds a converted dataset, so a new folder beside it is used: {new}.</source>
        <translation>작업을 {job}에서 불러왔습니다. 작업의 출력 폴더 {old}에는 이미 변환된 데이터셋이 있으므로 그 옆의 새 폴더를 사용합니다: {new}.</translation>
    </message>
    <message>
        <source>Not resumed: the source was read again, and the note above Resume says why it cannot finish the run.</source>
        <translation>재개하지 않았습니다. 소스를 다시 읽었습니다. 중단된 변환을 마칠 수 없는 이유는 “재개” 위의 설명을 보십시오.</translation>
    </message>
    <message>
        <source>Not started: see the problem beside Start.</source>
        <translation>시작하지 않았습니다. “시작” 옆에 표시된 문제를 확인하세요.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>튜닝</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>로그</translation>
    </message>
    <message>
        <source>Main areas</source>
        <translation>주요 영역</translation>
    </message>
    <message>
        <source>Convert or inspect</source>
        <translation>변환 또는 검사</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>변환</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>Command copied to the clipboard.</source>
        <translation>명령을 클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <source>&amp;Open source folder…</source>
        <translation>소스 폴더 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Load job…</source>
        <translation>작업 불러오기(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Save job…</source>
        <translation>작업 저장(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Tune workers…</source>
        <translation>워커 수 튜닝(&amp;T)…</translation>
    </message>
    <message>
        <source>Find the best number of workers</source>
        <translation>가장 좋은 워커 수를 찾습니다</translation>
    </message>
    <message>
        <source>&amp;Inspect TFRecord files…</source>
        <translation>TFRecord 파일 검사(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>정보(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>사용자 가이드(&amp;U)</translation>
    </message>
    <message>
        <source>A short illustrated guide to this window</source>
        <translation>이 창을 그림과 함께 설명하는 짧은 가이드</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>The interrupted run&apos;s options are in the form.</source>
        <translation>중단된 실행의 옵션을 양식에 넣었습니다.</translation>
    </message>
    <message>
        <source>The output folder is now %1: the one you chose, %2, is named after the previous source.</source>
        <translation>출력 폴더를 다음으로 바꿨습니다: %1. 선택한 폴더(%2)에는 이전 소스의 이름이 붙어 있습니다.</translation>
    </message>
    <message>
        <source>The output folder is now %1: the one you chose, %2, is not empty, and a new source gets an empty folder. To write there all the same, choose it again.</source>
        <translation>출력 폴더를 다음으로 바꿨습니다: %1. 선택한 폴더(%2)는 비어 있지 않고, 새 소스에는 빈 폴더를 씁니다. 그래도 그곳에 쓰려면 다시 선택하세요.</translation>
    </message>
    <message>
        <source>Tuning the worker count…</source>
        <translation>워커 수 튜닝 중…</translation>
    </message>
    <message>
        <source>“Run on” set to local:{n}.</source>
        <translation>“실행 위치”를 바꿨습니다: local:{n}.</translation>
    </message>
    <message>
        <source>Workers set to {n}.</source>
        <translation>워커 수를 {n}개로 설정했습니다.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <source>Everything the engine did is in the run&apos;s log: {path}</source>
        <translation>엔진이 한 모든 작업은 실행 로그에 있습니다: {path}</translation>
    </message>
    <message>
        <source>Verification did not finish</source>
        <translation>검증이 끝나지 않았습니다</translation>
    </message>
    <message>
        <source>Conversion failed</source>
        <translation>변환 실패</translation>
    </message>
    <message>
        <source>Verification failed</source>
        <translation>검증 실패</translation>
    </message>
    <message>
        <source>Save job</source>
        <translation>작업 저장</translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation>작업 파일 (*.json)</translation>
    </message>
    <message>
        <source>Job saved to {p}</source>
        <translation>작업을 {p}에 저장했습니다</translation>
    </message>
    <message>
        <source>Load job</source>
        <translation>작업 불러오기</translation>
    </message>
    <message>
        <source>Job files (*.json);;All files (*)</source>
        <translation>작업 파일 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>&amp;Convert</source>
        <translation>변환(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>검사(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Open TFRecord folder…</source>
        <translation>TFRecord 폴더 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Checked again: the source still differs from the interrupted run.</source>
        <translation>다시 확인했습니다: 소스가 아직 중단된 실행과 다릅니다.</translation>
    </message>
    <message>
        <source>Could not load the job</source>
        <translation>작업을 불러올 수 없습니다</translation>
    </message>
    <message>
        <source>Could not save the job</source>
        <translation>작업을 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>Job loaded from {p}</source>
        <translation>작업을 {p}에서 불러왔습니다</translation>
    </message>
    <message>
        <source>Job not loaded: Tune started measuring while {file} was being read. Load it again when it has ended.</source>
        <translation>작업을 불러오지 않았습니다: {file}의 내용을 읽는 동안 튜닝 측정이 시작되었습니다. 측정이 끝난 뒤 다시 불러오세요.</translation>
    </message>
    <message>
        <source>Job not loaded: a conversion started while {file} was being read. Load it again when it has ended.</source>
        <translation>작업을 불러오지 않았습니다: {file}의 내용을 읽는 동안 변환이 시작되었습니다. 변환이 끝난 뒤 다시 불러오세요.</translation>
    </message>
    <message>
        <source>Job not loaded: a question was opened while {file} was being read. Load it again once it is answered.</source>
        <translation>작업을 불러오지 않았습니다: {file}의 내용을 읽는 동안 확인 창이 열렸습니다. 그 창에 답한 뒤 다시 불러오세요.</translation>
    </message>
    <message>
        <source>Loading the job from {file}: waiting for the disk to answer…</source>
        <translation>{file}에서 작업을 불러오는 중입니다. 디스크의 응답을 기다리고 있습니다…</translation>
    </message>
    <message>
        <source>Not resumed: Resume no longer waits for the check of the source&apos;s folders.</source>
        <translation>재개를 취소했습니다. 소스 폴더 확인이 끝나도 변환을 재개하지 않습니다.</translation>
    </message>
    <message>
        <source>Not resumed: Resume no longer waits for the list of failures.</source>
        <translation>재개를 취소했습니다. 실패 목록을 다 읽어도 변환을 재개하지 않습니다.</translation>
    </message>
    <message>
        <source>Not resumed: Resume no longer waits for the scan.</source>
        <translation>재개를 취소했습니다. 스캔이 끝나도 변환을 재개하지 않습니다.</translation>
    </message>
    <message>
        <source>Not started: Start no longer waits for the check of the source&apos;s folders.</source>
        <translation>시작을 취소했습니다. 소스 폴더 확인이 끝나도 변환을 시작하지 않습니다.</translation>
    </message>
    <message>
        <source>Not started: Start no longer waits for the output folder to be worked out.</source>
        <translation>시작을 취소했습니다. 출력 폴더가 정해져도 변환을 시작하지 않습니다.</translation>
    </message>
    <message>
        <source>Not started: Start no longer waits for the scan.</source>
        <translation>시작을 취소했습니다. 스캔이 끝나도 변환을 시작하지 않습니다.</translation>
    </message>
    <message>
        <source>Open TFRecord &amp;files…</source>
        <translation>TFRecord 파일 열기(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a table or annotation &amp;file…</source>
        <translation>표나 주석 파일 열기(&amp;F)…</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>재개(&amp;S)</translation>
    </message>
    <message>
        <source>Read the files &amp;again</source>
        <translation>파일 다시 읽기(&amp;A)</translation>
    </message>
    <message>
        <source>Read the open TFRecord files again, after they changed (F5)</source>
        <translation>열린 TFRecord 파일이 바뀐 뒤 다시 읽습니다 (F5)</translation>
    </message>
    <message>
        <source>Read the source again, after changing its files (F5)</source>
        <translation>소스 파일을 바꾼 뒤 다시 읽습니다 (F5)</translation>
    </message>
    <message>
        <source>Resume waits while the output folder&apos;s list of failures is read (the disk does not answer yet): the run resumes when it is.</source>
        <translation>“재개”는 출력 폴더에 있는 실패 목록을 읽는 동안 기다립니다. 디스크가 아직 응답하지 않습니다. 다 읽으면 변환을 재개합니다.</translation>
    </message>
    <message>
        <source>Resume waits while the source&apos;s folders are checked (the disk does not answer yet): the run resumes when they are.</source>
        <translation>“재개”는 소스 폴더를 확인하는 동안 기다립니다. 디스크가 아직 응답하지 않습니다. 확인이 끝나면 변환을 재개합니다.</translation>
    </message>
    <message>
        <source>Run sweep waits while the source and the output folder are checked (the disk does not answer yet).</source>
        <translation>“측정 실행”은 소스와 출력 폴더를 확인하는 동안 기다립니다. 디스크가 아직 응답하지 않습니다.</translation>
    </message>
    <message>
        <source>Save lo&amp;g…</source>
        <translation>로그 저장(&amp;G)…</translation>
    </message>
    <message>
        <source>Save log</source>
        <translation>로그 저장</translation>
    </message>
    <message>
        <source>Scan the source &amp;again</source>
        <translation>소스 다시 읽기(&amp;A)</translation>
    </message>
    <message>
        <source>Some options of the job were not used</source>
        <translation>작업의 일부 옵션을 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>Start &amp;over…</source>
        <translation>처음부터 다시(&amp;O)…</translation>
    </message>
    <message>
        <source>Start waits for the scan of the source: the run begins when the scan ends.</source>
        <translation>“시작”은 소스 스캔이 끝나기를 기다립니다. 스캔이 끝나면 변환을 시작합니다.</translation>
    </message>
    <message>
        <source>Start waits while the output folder for this source is worked out (the disk does not answer yet): the run begins when it is.</source>
        <translation>“시작”은 이 소스의 출력 폴더를 정하는 동안 기다립니다. 디스크가 아직 응답하지 않습니다. 정해지면 변환을 시작합니다.</translation>
    </message>
    <message>
        <source>Start waits while the source&apos;s folders are checked (the disk does not answer yet): the run begins when they are.</source>
        <translation>“시작”은 소스 폴더를 확인하는 동안 기다립니다. 디스크가 아직 응답하지 않습니다. 확인이 끝나면 변환을 시작합니다.</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>텍스트 파일 (*.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>The output folder stays %1, as --out asked: the folder opened, %2, holds an interrupted run, which finishes only in its own folder (press “Finish this run” to finish it there).</source>
        <translation>--out 지정대로 출력 폴더는 그대로입니다: %1. 연 폴더(%2)에는 중단된 변환이 있으며, 이 변환은 그 폴더 안에서만 마칠 수 있습니다 (그곳에서 마치려면 “이 실행 마치기”를 누르십시오).</translation>
    </message>
    <message>
        <source>The source changed since it was read: Resume waits while it is read again, and the run resumes when that ends.</source>
        <translation>소스가 스캔한 뒤에 바뀌었습니다. “재개”는 소스를 다시 스캔하는 동안 기다렸다가, 스캔이 끝나면 변환을 재개합니다.</translation>
    </message>
    <message>
        <source>The source changed since it was read: Start waits while it is read again, and the run begins when that ends.</source>
        <translation>소스가 스캔한 뒤에 바뀌었습니다. “시작”은 소스를 다시 스캔하는 동안 기다렸다가, 스캔이 끝나면 변환을 시작합니다.</translation>
    </message>
    <message>
        <source>To replace that dataset instead, choose {old} again and tick “Replace existing output”.</source>
        <translation>대신 그 데이터셋을 바꾸려면 {old} 폴더를 다시 고르고 “기존 출력 바꾸기”를 켜세요.</translation>
    </message>
    <message>
        <source>{file} cannot be read ({reason}).</source>
        <translation>{file} 파일을 읽을 수 없습니다 ({reason}).</translation>
    </message>
    <message>
        <source>{file} cannot be written ({reason}).</source>
        <translation>{file}에 쓸 수 없습니다 ({reason}).</translation>
    </message>
    <message>
        <source>{file} holds values the window cannot use, so these options keep their present values:</source>
        <translation>{file}에 창에서 쓸 수 없는 값이 있어 다음 옵션은 지금 값을 유지합니다:</translation>
    </message>
    <message>
        <source>{file} is a TFRecord Studio job file, but it is damaged or cut short (its end is missing), so it cannot be read. Set the options in the window and save the job again with File → Save job.</source>
        <translation>{file} 파일은 TFRecord Studio 작업 파일이지만 손상되었거나 끝부분이 잘려 있어 읽을 수 없습니다. 창에서 옵션을 설정한 뒤 [파일] → [작업 저장]으로 작업을 다시 저장하세요.</translation>
    </message>
    <message>
        <source>{name}: {value} in the file, kept at {present}</source>
        <translation>{name}: 파일에는 {value}, 지금 값 {present} 유지</translation>
    </message>
    <message>
        <source>{file} is not a job file of TFRecord Studio. Choose a file saved with File → Save job.</source>
        <translation>{file} 파일은 TFRecord Studio 작업 파일이 아닙니다. [파일] → [작업 저장]으로 저장한 파일을 고르세요.</translation>
    </message>
    <message>
        <source>{file}: the value of “{name}” cannot be used ({value}). Correct it in a text editor, or set the options in the window and save the job again.</source>
        <translation>{file}: &quot;{name}&quot;의 값({value})은 쓸 수 없습니다. 텍스트 편집기로 고치거나, 창에서 옵션을 설정하고 작업을 다시 저장하세요.</translation>
    </message>
    <message>
        <source>Could not save the log</source>
        <translation>로그를 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>Log saved to {p}</source>
        <translation>로그를 {p}에 저장했습니다</translation>
    </message>
    <message>
        <source>Working out the output folder for this source (the disk does not answer yet): Start waits for it.</source>
        <translation>이 소스의 출력 폴더를 정하는 중입니다. 디스크가 아직 응답하지 않습니다. “시작”은 그때까지 기다립니다.</translation>
    </message>
    <message>
        <source>Start waits while the source and the output folder are checked (the disk does not answer yet).</source>
        <translation>“시작”은 소스와 출력 폴더를 확인하는 동안 기다립니다. 디스크가 아직 응답하지 않습니다.</translation>
    </message>
</context>
<context>
    <name>NameList</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>, …</source>
        <translation>, …</translation>
    </message>
    <message>
        <source>{n} more</source>
        <translation>그 밖에 {n}개</translation>
    </message>
</context>
<context>
    <name>ObjectList</name>
    <message>
        <source>Class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>이미지</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>객체</translation>
    </message>
    <message>
        <source>Open objects.csv in the program that opens CSV files (a spreadsheet)</source>
        <translation>CSV 파일을 여는 프로그램(스프레드시트)에서 objects.csv 열기</translation>
    </message>
    <message>
        <source>Open the list&apos;s file</source>
        <translation>목록 파일 열기</translation>
    </message>
    <message>
        <source>Open {file}</source>
        <translation>{file} 열기</translation>
    </message>
    <message>
        <source>Show list…</source>
        <translation>목록 보기…</translation>
    </message>
    <message>
        <source>Each object of the annotations that the written records leave out, hold clipped, or hold with only its box, with its image and why. The same list is in {file} in the output folder.</source>
        <translation>기록한 레코드에서 빠졌거나, 잘렸거나, 박스만 남은 주석의 객체를 이미지, 이유와 함께 하나씩 보여 줍니다. 같은 목록이 출력 폴더의 {file}에 있습니다.</translation>
    </message>
    <message>
        <source>Objects left out, clipped or kept with only their box</source>
        <translation>빠지거나, 잘리거나, 박스만 남은 객체</translation>
    </message>
    <message>
        <source>Reading the list…</source>
        <translation>목록 읽는 중…</translation>
    </message>
    <message>
        <source>Show the objects left out, clipped or kept with only their box</source>
        <translation>빠지거나, 잘리거나, 박스만 남은 객체 보기</translation>
    </message>
    <message>
        <source>The first {shown} of {n} are shown here.</source>
        <translation>여기에는 {n}개 중 처음 {shown}개를 보여 줍니다.</translation>
    </message>
    <message>
        <source>What the list holds</source>
        <translation>목록의 내용</translation>
    </message>
    <message>
        <source>Which objects they are: each with its image, class and why (objects.csv in the output folder)</source>
        <translation>어떤 객체인지: 이미지, 클래스, 이유와 함께 하나씩(출력 폴더의 objects.csv)</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>box {box}</source>
        <translation>박스 {box}</translation>
    </message>
    <message>
        <source>{file}, annotation {id}</source>
        <translation>{file} 주석 {id}</translation>
    </message>
    <message>
        <source>{file}, line {id}</source>
        <translation>{file} {id}행</translation>
    </message>
    <message>
        <source>{file}, object {id}</source>
        <translation>{file} 객체 {id}</translation>
    </message>
</context>
<context>
    <name>OpenFolder</name>
    <message>
        <source>The folder {folder} does not exist: nothing was left there.</source>
        <translation>{folder} 폴더가 없습니다. 남은 것이 없습니다.</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <source>2. Options</source>
        <translation>2. 옵션</translation>
    </message>
    <message>
        <source>Conversion options</source>
        <translation>변환 옵션</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>출력 폴더</translation>
    </message>
    <message>
        <source>Where the TFRecord files go, with labels.txt (the class names), rejected.csv (files not converted, and why), tfrecord_studio.json (what was made), HOW_TO_LOAD.md (code that reads them) and the files TFDS needs to read them.</source>
        <translation>TFRecord 파일이 저장되는 곳입니다. labels.txt(클래스 이름), rejected.csv(변환되지 않은 파일과 이유), tfrecord_studio.json(만든 내용), HOW_TO_LOAD.md(읽어 들이는 코드), TFDS가 읽는 데 필요한 파일도 함께 저장됩니다.</translation>
    </message>
    <message>
        <source>Choose output folder</source>
        <translation>출력 폴더 선택</translation>
    </message>
    <message>
        <source>Replace existing output</source>
        <translation>기존 출력 바꾸기</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>이미지 크기</translation>
    </message>
    <message>
        <source>1 photo will be stored as its file is, not turned upright (its EXIF says to turn it; TensorFlow does not): it reaches the model sideways or upside down. Choose JPEG or PNG to store it upright, or keep it as it is if your model expects that.</source>
        <translation>사진 1장이 바로 세워지지 않고 파일 그대로 저장됩니다 (EXIF는 돌리라고 하지만 TensorFlow는 돌리지 않습니다). 모델에는 옆으로 눕거나 뒤집힌 채로 전달됩니다. 바로 세워 저장하려면 JPEG나 PNG를 고르세요. 모델이 이 방향을 전제로 한다면 그대로 두어도 됩니다.</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>직접 입력</translation>
    </message>
    <message>
        <source>How the values of 16-bit images (microscopes, scientific cameras) become the 0–255 of the stored images. Many cameras write 12-bit values (up to 4,095) into 16-bit files: converted as 16 bits they come out almost black; choose 12 bits, and 0–4,095 becomes 0–255. Higher values are stored as white. 8-bit images are not changed.</source>
        <translation>16비트 이미지(현미경, 과학용 카메라)의 값을 저장되는 이미지의 0–255로 바꾸는 방법입니다. 많은 카메라가 12비트 값(최대 4,095)을 16비트 파일에 씁니다. 16비트로 변환하면 거의 검게 나오므로 12비트를 고르세요. 0–4,095가 0–255가 됩니다. 더 큰 값은 흰색으로 저장됩니다. 8비트 이미지는 바뀌지 않습니다.</translation>
    </message>
    <message>
        <source>Keep original size</source>
        <translation>원래 크기 유지</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>사용자 지정 크기</translation>
    </message>
    <message>
        <source>Replace a dataset made earlier in the output folder; only the files this app made there are deleted.</source>
        <translation>출력 폴더에 있는 이전 데이터셋을 바꿉니다. 이 앱이 만든 파일만 삭제됩니다.</translation>
    </message>
    <message>
        <source>Every image is made this many pixels wide and high. 224 × 224 suits most image models.</source>
        <translation>모든 이미지를 이 너비와 높이(픽셀)로 만듭니다. 대부분의 이미지 모델에는 224 × 224가 맞습니다.</translation>
    </message>
    <message>
        <source>One number for a square (300), or width x height (320x240).</source>
        <translation>정사각형은 숫자 하나(300), 또는 너비x높이(320x240).</translation>
    </message>
    <message>
        <source>e.g. 320x240</source>
        <translation>예: 320x240</translation>
    </message>
    <message>
        <source>Resize mode</source>
        <translation>크기 조정 방식</translation>
    </message>
    <message>
        <source>Stretch: fill the size, may distort. Fit: keep the shape, add borders. Crop: keep the shape, cut the edges.</source>
        <translation>늘이기: 왜곡될 수 있지만 크기를 꽉 채웁니다. 맞추기: 모양을 유지하고 여백을 넣습니다. 자르기: 모양을 유지하고 가장자리를 자릅니다.</translation>
    </message>
    <message>
        <source>Stretch to size</source>
        <translation>크기에 맞게 늘이기</translation>
    </message>
    <message>
        <source>Fit inside (pad)</source>
        <translation>안쪽에 맞추기 (여백)</translation>
    </message>
    <message>
        <source>Crop to fill</source>
        <translation>잘라서 채우기</translation>
    </message>
    <message>
        <source>Stored format</source>
        <translation>저장 형식</translation>
    </message>
    <message>
        <source>How each image is stored. JPEG: small files. PNG: every pixel kept exactly. Raw pixels: fastest to read, very large. Original bytes: your files as they are, not re-encoded (fastest to convert; the summary after a run shows the code that reads them).</source>
        <translation>각 이미지를 저장하는 방식입니다. JPEG: 파일이 작음. PNG: 모든 픽셀을 그대로 보존. 원시 픽셀: 읽기가 가장 빠르지만 매우 큼. 원본 바이트: 파일을 재인코딩하지 않고 그대로 저장(변환이 가장 빠름. 실행 후 요약에 읽는 코드가 표시됨).</translation>
    </message>
    <message>
        <source>JPEG quality from 1 to 100. At 95 no difference from the original can be seen.</source>
        <translation>JPEG 품질(1~100). 95이면 원본과 차이가 보이지 않습니다.</translation>
    </message>
    <message>
        <source>Keep the colours, or store grey images (a third of the size).</source>
        <translation>컬러를 유지하거나 회색 이미지(크기 3분의 1)로 저장합니다.</translation>
    </message>
    <message>
        <source>Tr&amp;ansparent areas:</source>
        <translation>투명 영역(&amp;A):</translation>
    </message>
    <message>
        <source>Store ob&amp;ject masks</source>
        <translation>객체 마스크 저장(&amp;J)</translation>
    </message>
    <message>
        <source>Leave o&amp;ut images without annotations</source>
        <translation>주석 없는 이미지 제외(&amp;U)</translation>
    </message>
    <message>
        <source>How many images are converted at the same time. Auto: one per processor core of this computer. Run → Tune workers measures the best number.</source>
        <translation>이미지를 동시에 몇 장 변환할지 정합니다. 자동: 이 컴퓨터의 프로세서 코어당 1장. [실행] → [워커 수 튜닝]으로 가장 좋은 수를 측정합니다.</translation>
    </message>
    <message>
        <source>Wor&amp;kers:</source>
        <translation>워커(&amp;K):</translation>
    </message>
    <message>
        <source>Ru&amp;n on:</source>
        <translation>실행 위치(&amp;N):</translation>
    </message>
    <message>
        <source>Files per split</source>
        <translation>분할당 파일 수</translation>
    </message>
    <message>
        <source>The images are stored in several files of about this size. Files of 100-200 MiB are read fastest during training.</source>
        <translation>이미지는 이 정도 크기의 여러 파일에 나뉘어 저장됩니다. 학습할 때는 100~200 MiB 파일이 가장 빨리 읽힙니다.</translation>
    </message>
    <message>
        <source>GZIP or ZLIB make the files smaller but slower to read. JPEG and PNG images are already compressed, so it rarely helps.</source>
        <translation>GZIP이나 ZLIB은 파일을 작게 하지만 읽기가 느려집니다. JPEG와 PNG 이미지는 이미 압축되어 있어 효과가 거의 없습니다.</translation>
    </message>
    <message>
        <source>Shar&amp;ds:</source>
        <translation>샤드(&amp;D):</translation>
    </message>
    <message>
        <source>Divide the images into named parts, e.g. train=0.8,val=0.1,test=0.1. Leave empty to keep all images in one part called train.</source>
        <translation>이미지를 train=0.8,val=0.1,test=0.1처럼 이름 있는 부분으로 나눕니다. 비워 두면 모든 이미지가 train이라는 한 부분에 들어갑니다.</translation>
    </message>
    <message>
        <source>S&amp;plit:</source>
        <translation>분할(&amp;P):</translation>
    </message>
    <message>
        <source>Mix the order of the images, so that every file holds images of all classes (best for training).</source>
        <translation>이미지 순서를 섞어 모든 파일에 모든 클래스의 이미지가 들어가게 합니다. 학습에는 이렇게 하는 것이 가장 좋습니다.</translation>
    </message>
    <message>
        <source>Any number. The same number gives the same order, and the same files, every time.</source>
        <translation>아무 숫자나 됩니다. 같은 숫자면 매번 같은 순서, 같은 파일이 만들어집니다.</translation>
    </message>
    <message>
        <source>Se&amp;quence:</source>
        <translation>순서(&amp;Q):</translation>
    </message>
    <message>
        <source>The start of every TFRecord file&apos;s name (empty: data).</source>
        <translation>모든 TFRecord 파일 이름의 앞부분(비우면: data).</translation>
    </message>
    <message>
        <source>Prefi&amp;x:</source>
        <translation>접두사(&amp;X):</translation>
    </message>
    <message>
        <source>Verif&amp;y the files after writing</source>
        <translation>쓴 후에 파일 검증(&amp;Y)</translation>
    </message>
    <message>
        <source>When the conversion is done, read every image back with TensorFlow and check that nothing is missing or damaged (takes a little longer).</source>
        <translation>변환이 끝나면 모든 이미지를 TensorFlow로 다시 읽어 빠지거나 손상된 것이 없는지 확인합니다. 시간이 조금 더 걸립니다.</translation>
    </message>
    <message>
        <source>Raw pixels</source>
        <translation>원시 픽셀</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>&amp;Output folder:</source>
        <translation>출력 폴더(&amp;O):</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>크기(&amp;Z):</translation>
    </message>
    <message>
        <source>Res&amp;ize:</source>
        <translation>크기 조정(&amp;I):</translation>
    </message>
    <message>
        <source>16-&amp;bit images:</source>
        <translation>16비트 이미지(&amp;B):</translation>
    </message>
    <message>
        <source>Lar&amp;gest image:</source>
        <translation>최대 이미지 크기(&amp;G):</translation>
    </message>
    <message>
        <source>Original bytes</source>
        <translation>원본 바이트</translation>
    </message>
    <message>
        <source>JPEG quality</source>
        <translation>JPEG 품질</translation>
    </message>
    <message>
        <source>quality </source>
        <translation>품질 </translation>
    </message>
    <message>
        <source>Colour channels</source>
        <translation>색 채널</translation>
    </message>
    <message>
        <source> megapixels</source>
        <translation>메가픽셀</translation>
    </message>
    <message>
        <source>1 file of this source is HEIC, AVIF or an animated WebP, which “Original bytes” cannot keep: TensorFlow cannot read it, so it will be skipped. Choose JPEG or PNG to convert it.</source>
        <translation>이 소스의 파일 1개가 HEIC, AVIF 또는 애니메이션 WebP라서 “원본 바이트”로는 저장할 수 없습니다. TensorFlow가 읽지 못하므로 건너뜁니다. 변환하려면 JPEG나 PNG를 고르세요.</translation>
    </message>
    <message>
        <source>1 image is much wider or taller than {size}: “Stretch to size” squashes it.</source>
        <translation>이미지 1장이 {size}에 비해 가로나 세로로 훨씬 깁니다. “크기에 맞게 늘이기”는 이 이미지를 찌그러뜨립니다.</translation>
    </message>
    <message>
        <source>16 bits (full range)</source>
        <translation>16비트(전체 범위)</translation>
    </message>
    <message>
        <source>Bits of 16-bit images</source>
        <translation>16비트 이미지의 비트 수</translation>
    </message>
    <message>
        <source>By default they are kept as background images (with no objects); when left out they are listed as skipped.</source>
        <translation>기본적으로 객체가 하나도 없는 배경 이미지로 데이터셋에 남깁니다. 제외하면 건너뛴 항목으로 표시됩니다.</translation>
    </message>
    <message>
        <source>Colour (RGB)</source>
        <translation>컬러 (RGB)</translation>
    </message>
    <message>
        <source>Crop cuts the edges of the images, and of their masks with them: the objects there lose those parts. Fit keeps every pixel of the masks.</source>
        <translation>“잘라서 채우기”는 이미지의 가장자리를 잘라 내며, 마스크의 가장자리도 함께 잘라 냅니다. 그곳의 객체는 그 부분을 잃습니다. “안쪽에 맞추기”는 마스크의 모든 픽셀을 남깁니다.</translation>
    </message>
    <message>
        <source>Crop cuts the edges of the images: boxes there are clipped, and those mostly outside are left out. The run lists each of them (objects.csv). Fit keeps every box.</source>
        <translation>“잘라서 채우기”는 이미지의 가장자리를 잘라 냅니다. 그곳의 박스는 잘리고, 대부분이 밖으로 나가는 박스는 빠집니다. 변환은 그 박스를 하나씩 objects.csv에 목록으로 남깁니다. “안쪽에 맞추기”는 모든 박스를 남깁니다.</translation>
    </message>
    <message>
        <source>Every image of this source is converted with its mask: an image without one is skipped already (listed with the source), so there is nothing to leave out.</source>
        <translation>이 소스의 이미지는 모두 마스크와 함께 변환됩니다. 마스크가 없는 이미지는 이미 건너뛰므로 (소스 목록에 나옵니다) 제외할 이미지가 없습니다.</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>회색조</translation>
    </message>
    <message>
        <source>Images with more pixels than this are skipped before they are read. “Original bytes” converts no image: it checks each file and stores it as it is. A JPEG or BMP file is held in memory as it is and a PNG file about twice; the first picture of a GIF, TIFF or WebP file (or of a damaged PNG file) is decoded to check it: at {mp} megapixels, up to {high}. A small damaged or malicious file (a decompression bomb) can claim billions of pixels. Raise it for large scans and microscope images.</source>
        <translation>픽셀 수가 이보다 많은 이미지는 읽기 전에 건너뜁니다. “원본 바이트”는 이미지를 변환하지 않고, 각 파일을 확인한 뒤 그대로 저장합니다. JPEG와 BMP 파일은 그대로, PNG 파일은 약 두 배로 메모리에 보관하며, GIF, TIFF, WebP 파일과 손상된 PNG 파일은 확인을 위해 첫 번째 그림을 디코딩합니다. {mp}메가픽셀이면 최대 {high}입니다. 작은 손상 파일이나 악의적인 파일(압축 폭탄)이 수십억 픽셀을 내세울 수 있습니다. 큰 스캔 이미지나 현미경 이미지에는 올리세요.</translation>
    </message>
    <message>
        <source>Only JPEG images have a quality: PNG and raw pixels keep every pixel exactly.</source>
        <translation>품질은 JPEG에만 있습니다. PNG와 원시 픽셀은 모든 픽셀을 그대로 유지합니다.</translation>
    </message>
    <message>
        <source>This option changes nothing at the format and size chosen.</source>
        <translation>선택한 형식과 크기에서는 이 옵션이 아무것도 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>{n} bits</source>
        <translation>{n}비트</translation>
    </message>
    <message>
        <source>{n} files of this source are HEIC, AVIF or animated WebP, which “Original bytes” cannot keep: TensorFlow cannot read them, so they will be skipped. Choose JPEG or PNG to convert them.</source>
        <translation>이 소스의 파일 {n}개가 HEIC, AVIF 또는 애니메이션 WebP라서 “원본 바이트”로는 저장할 수 없습니다. TensorFlow가 읽지 못하므로 건너뜁니다. 변환하려면 JPEG나 PNG를 고르세요.</translation>
    </message>
    <message>
        <source>{n} photos will be stored as their files are, not turned upright (their EXIF says to turn them; TensorFlow does not): they reach the model sideways or upside down. Choose JPEG or PNG to store them upright, or keep them as they are if your model expects that.</source>
        <translation>사진 {n}장이 바로 세워지지 않고 파일 그대로 저장됩니다 (EXIF는 돌리라고 하지만 TensorFlow는 돌리지 않습니다). 모델에는 옆으로 눕거나 뒤집힌 채로 전달됩니다. 바로 세워 저장하려면 JPEG나 PNG를 고르세요. 모델이 이 방향을 전제로 한다면 그대로 두어도 됩니다.</translation>
    </message>
    <message>
        <source>“Fit inside (pad)” keeps the shape of the images and adds borders; “Crop to fill” keeps it and cuts the edges.</source>
        <translation>“안쪽에 맞추기 (여백)”는 이미지의 모양을 유지하고 여백을 더합니다. “잘라서 채우기”는 모양을 유지하고 가장자리를 잘라 냅니다.</translation>
    </message>
    <message>
        <source>“Fit inside (pad)” keeps the shape of the images and adds borders; “Crop to fill” keeps it but cuts the edges, and the objects there with them.</source>
        <translation>“안쪽에 맞추기 (여백)”는 이미지의 모양을 유지하고 여백을 더합니다. “잘라서 채우기”도 모양을 유지하지만 가장자리를 잘라 내며, 그곳의 물체도 함께 잘립니다.</translation>
    </message>
    <message>
        <source>“Keep original size” is chosen: every image keeps its own size, and nothing is resized.</source>
        <translation>“원래 크기 유지”가 선택되어 있습니다. 모든 이미지가 원래 크기를 유지하며 크기를 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: a 16-bit image stays a 16-bit file.</source>
        <translation>“원본 바이트”는 각 파일을 그대로 저장합니다. 16비트 이미지는 16비트 파일 그대로입니다.</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: a JPEG keeps the quality it was saved with.</source>
        <translation>“원본 바이트”는 각 파일을 그대로 저장합니다. JPEG는 저장될 때의 품질 그대로입니다.</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: a colour image stays in colour, a grey one grey.</source>
        <translation>“원본 바이트”는 각 파일을 그대로 저장합니다. 컬러 이미지는 컬러로, 회색 이미지는 회색으로 남습니다.</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: every image keeps its own size. Choose JPEG, PNG or Raw pixels to make them this size.</source>
        <translation>“원본 바이트”는 각 파일을 그대로 저장합니다. 모든 이미지가 원래 크기를 유지합니다. 이 크기로 만들려면 JPEG, PNG 또는 원시 픽셀을 고르세요.</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: its transparent areas stay transparent.</source>
        <translation>“원본 바이트”는 각 파일을 그대로 저장합니다. 투명한 부분은 투명한 채로 남습니다.</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: nothing is resized.</source>
        <translation>“원본 바이트”는 각 파일을 그대로 저장합니다. 크기를 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>Forma&amp;t:</source>
        <translation>형식(&amp;T):</translation>
    </message>
    <message>
        <source>Images with more pixels than this are skipped before they are read. Each worker holds the whole image in memory while it converts it, and a small damaged or malicious file (a decompression bomb) can claim billions of pixels. At {mp} megapixels a worker needs about {low} for a colour image made smaller, up to {high} for one with transparency kept at its original size (an image that needs more than half the memory free when the run starts is skipped). Raise it for large scans and microscope images.</source>
        <translation>픽셀 수가 이보다 많은 이미지는 읽기 전에 건너뜁니다. 각 워커는 변환하는 동안 이미지 전체를 메모리에 보관하며, 작은 손상 파일이나 악의적인 파일(압축 폭탄)이 수십억 픽셀을 내세울 수 있습니다. {mp}메가픽셀이면 워커 하나에 축소하는 컬러 이미지는 약 {low}, 투명 부분이 있고 원래 크기 그대로 저장하는 이미지는 최대 {high}가 필요합니다 (실행 시작 시 여유 메모리의 절반보다 많이 필요한 이미지는 건너뜁니다). 큰 스캔 이미지나 현미경 이미지에는 올리세요.</translation>
    </message>
    <message>
        <source>Largest image in megapixels</source>
        <translation>최대 이미지 크기 (메가픽셀)</translation>
    </message>
    <message>
        <source>Memory a worker needs</source>
        <translation>워커에 필요한 메모리</translation>
    </message>
    <message>
        <source>Note about the format</source>
        <translation>형식에 관한 안내</translation>
    </message>
    <message>
        <source>Repla&amp;ce existing output</source>
        <translation>기존 출력 바꾸기(&amp;C)</translation>
    </message>
    <message>
        <source>Note about the resize mode</source>
        <translation>크기 조정 방식에 관한 안내</translation>
    </message>
    <message>
        <source>up to {high} of memory per file</source>
        <translation>파일당 최대 {high} 메모리</translation>
    </message>
    <message>
        <source>up to {high} of memory per worker</source>
        <translation>워커당 최대 {high} 메모리</translation>
    </message>
    <message>
        <source>Background colour</source>
        <translation>배경색</translation>
    </message>
    <message>
        <source>Colour that the transparent parts of PNG, GIF and WebP images are placed on.</source>
        <translation>PNG, GIF, WebP 이미지의 투명한 부분 아래에 깔 색입니다.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>흰색</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>검은색</translation>
    </message>
    <message>
        <source>Store object masks</source>
        <translation>객체 마스크 저장</translation>
    </message>
    <message>
        <source>Detection sources with polygons or RLE (COCO, YOLO segments): also store each object&apos;s mask as a PNG (image/object/mask).</source>
        <translation>폴리곤 또는 RLE가 있는 검출 소스(COCO, YOLO 세그먼트): 각 객체의 마스크도 PNG(image/object/mask)로 저장합니다.</translation>
    </message>
    <message>
        <source>Skip unannotated images</source>
        <translation>주석 없는 이미지 건너뛰기</translation>
    </message>
    <message>
        <source>Annotations:</source>
        <translation>주석:</translation>
    </message>
    <message>
        <source>Worker processes</source>
        <translation>워커 프로세스</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>this computer has {n} core</source>
        <translation>이 컴퓨터의 코어 수: {n}</translation>
    </message>
    <message>
        <source>this computer has {n} cores</source>
        <translation>이 컴퓨터의 코어 수: {n}</translation>
    </message>
    <message>
        <source>Number of processor cores</source>
        <translation>프로세서 코어 수</translation>
    </message>
    <message>
        <source>How the files are divided</source>
        <translation>파일을 나누는 방법</translation>
    </message>
    <message>
        <source>Divide the images into files of about one size (files of 100-200 MiB are read fastest in training), or into a set number of files per split (e.g. one per GPU or TPU host that reads them).</source>
        <translation>이미지를 비슷한 크기의 파일로 나누거나, 분할마다 정해진 수의 파일(예: 읽는 GPU나 TPU 호스트마다 하나)로 나눕니다. 학습할 때는 100~200 MiB 파일이 가장 빨리 읽힙니다.</translation>
    </message>
    <message>
        <source>Size of each file</source>
        <translation>파일당 크기</translation>
    </message>
    <message>
        <source>Shard size in MiB</source>
        <translation>샤드 크기 (MiB)</translation>
    </message>
    <message>
        <source>Number of files per split</source>
        <translation>분할당 파일 수</translation>
    </message>
    <message>
        <source>Each split (train, val, ...) is written as this many files, of about the same number of images; a split with fewer images gets one file per image.</source>
        <translation>각 분할(train, val 등)을 이 수만큼의 파일에 비슷한 장수씩 씁니다. 이미지가 이보다 적은 분할은 이미지 하나에 파일 하나가 됩니다.</translation>
    </message>
    <message>
        <source>Compression</source>
        <translation>압축</translation>
    </message>
    <message>
        <source>no compression</source>
        <translation>압축 없음</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>분할</translation>
    </message>
    <message>
        <source>e.g. train=0.9,val=0.1 (empty: all train)</source>
        <translation>예: train=0.9,val=0.1 (비우면 모두 train)</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>섞기</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>난수 시드</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>시드 </translation>
    </message>
    <message>
        <source>File name prefix</source>
        <translation>파일 이름 접두사</translation>
    </message>
    <message>
        <source>default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <source>Verify after writing</source>
        <translation>쓴 후 검증</translation>
    </message>
    <message>
        <source>Problem with this option</source>
        <translation>이 옵션의 문제</translation>
    </message>
    <message>
        <source>{n} images are much wider or taller than {size}: “Stretch to size” squashes them.</source>
        <translation>이미지 {n}장이 {size}에 비해 가로나 세로로 훨씬 깁니다. “크기에 맞게 늘이기”는 이 이미지들을 찌그러뜨립니다.</translation>
    </message>
</context>
<context>
    <name>OsError</name>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <translation>경로 중간이 폴더가 아니라 파일입니다</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>something of that name is already there</source>
        <translation>같은 이름이 이미 있습니다</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>디스크가 읽기 전용입니다</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>그런 파일이나 폴더가 없습니다</translation>
    </message>
    <message>
        <source>you do not have permission</source>
        <translation>권한이 없습니다</translation>
    </message>
</context>
<context>
    <name>Pickers</name>
    <message>
        <source>All files</source>
        <translation>모든 파일</translation>
    </message>
    <message>
        <source>COCO JSON</source>
        <translation>COCO JSON</translation>
    </message>
    <message>
        <source>CSV, TSV, COCO JSON, data.yaml, VOC or CVAT XML, ZIP, TAR</source>
        <translation>CSV, TSV, COCO JSON, data.yaml, VOC 또는 CVAT XML, ZIP, TAR</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>선택</translation>
    </message>
    <message>
        <source>Choose a table or an annotation file</source>
        <translation>표나 주석 파일 선택</translation>
    </message>
    <message>
        <source>Choose the output folder (or type a new folder&apos;s name)</source>
        <translation>출력 폴더 선택 (새 폴더 이름을 입력해도 됩니다)</translation>
    </message>
    <message>
        <source>Exports of a labelling tool (ZIP, TAR)</source>
        <translation>라벨링 도구에서 내보낸 파일 (ZIP, TAR)</translation>
    </message>
    <message>
        <source>Pascal VOC or CVAT XML</source>
        <translation>Pascal VOC 또는 CVAT XML</translation>
    </message>
    <message>
        <source>Tables (CSV, TSV)</source>
        <translation>표 (CSV, TSV)</translation>
    </message>
    <message>
        <source>YOLO data.yaml</source>
        <translation>YOLO data.yaml</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>Progress</source>
        <translation>진행 상황</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>준비됨.</translation>
    </message>
    <message>
        <source>Run status</source>
        <translation>실행 상태</translation>
    </message>
    <message>
        <source>Conversion progress</source>
        <translation>변환 진행 상황</translation>
    </message>
    <message>
        <source>Images done</source>
        <translation>처리한 이미지</translation>
    </message>
    <message>
        <source>Elapsed time and time left</source>
        <translation>경과 시간과 남은 시간</translation>
    </message>
    <message>
        <source>{pct}%</source>
        <comment>the progress bar&apos;s text</comment>
        <translation>{pct}%</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>준비됨</translation>
    </message>
    <message>
        <source>Scanning</source>
        <translation>스캔 중</translation>
    </message>
    <message>
        <source>Converting</source>
        <translation>변환 중</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>검증 중</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Cancelled: every file is written, but not verified.</source>
        <translation>취소됨: 모든 파일을 썼지만 검증하지 않았습니다.</translation>
    </message>
    <message>
        <source>looking for images… {n} found</source>
        <translation>이미지를 찾는 중… {n}장 찾음</translation>
    </message>
    <message>
        <source>reading the source…</source>
        <translation>소스를 읽는 중…</translation>
    </message>
    <message>
        <source>writing TFRecord files</source>
        <translation>TFRecord 파일 쓰는 중</translation>
    </message>
    <message>
        <source>reading every record back to check it</source>
        <translation>확인을 위해 모든 레코드를 다시 읽는 중</translation>
    </message>
    <message>
        <source>loading the record reader (TensorFlow takes a few seconds)</source>
        <translation>레코드 리더를 불러오고 있습니다 (TensorFlow는 몇 초 걸립니다)</translation>
    </message>
    <message>
        <source>stopped before the end</source>
        <comment>the progress bar&apos;s text</comment>
        <translation>끝나기 전에 중지됨</translation>
    </message>
    <message>
        <source>checking the kept file of the interrupted run…&#xa0;{pct}%</source>
        <translation>중단된 변환에서 남길 파일을 확인하는 중…&#xa0;{pct}%</translation>
    </message>
    <message>
        <source>checking the kept shard… {n} of {total}</source>
        <translation>남길 샤드를 확인하는 중… {total}개 중 {n}개</translation>
    </message>
    <message>
        <source>checking the {total} kept files of the interrupted run…&#xa0;{pct}%</source>
        <translation>중단된 변환에서 남길 파일 {total}개를 확인하는 중…&#xa0;{pct}%</translation>
    </message>
    <message>
        <source>checking the {total} kept shards… {n} of {total}</source>
        <translation>남길 샤드 {total}개를 확인하는 중… {total}개 중 {n}개</translation>
    </message>
    <message>
        <source>looking for copies… {n} of {total} file compared</source>
        <translation>복사본을 찾는 중… 파일 {total}개 중 {n}개 비교함</translation>
    </message>
    <message>
        <source>looking for copies… {n} of {total} files compared</source>
        <translation>복사본을 찾는 중… 파일 {total}개 중 {n}개 비교함</translation>
    </message>
    <message>
        <source>{n} skipped so far</source>
        <translation>지금까지 {n}개 건너뜀</translation>
    </message>
    <message>
        <source>{phase}: {detail}</source>
        <translation>{phase}: {detail}</translation>
    </message>
    <message>
        <source>{phase}.</source>
        <comment>a phase on its own, e.g. Finished.</comment>
        <translation>{phase}.</translation>
    </message>
    <message>
        <source>Tune is running: Start waits for it.</source>
        <translation>“튜닝”이 측정 중입니다. 끝나면 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>{n} of {total} trial of the worker sweep</source>
        <translation>워커 수 측정: 시도 {total}회 중 {n}회</translation>
    </message>
    <message>
        <source>{n} of {total} trials of the worker sweep</source>
        <translation>워커 수 측정: 시도 {total}회 중 {n}회</translation>
    </message>
    <message>
        <source>Cancelling… (stopping the verification)</source>
        <translation>취소하는 중… (검증을 멈추는 중)</translation>
    </message>
    <message>
        <source>Cancelling… (finished files are kept; the one being written is discarded)</source>
        <translation>취소하는 중… (완성된 파일은 남고 쓰는 중인 파일은 버립니다)</translation>
    </message>
    <message>
        <source>Stopping the check…</source>
        <translation>검증을 멈추는 중…</translation>
    </message>
    <message>
        <source>{n} of {total} record verified ({pct}%)</source>
        <translation>레코드 {total}개 중 {n}개 검증됨 ({pct}%)</translation>
    </message>
    <message>
        <source>{n} of {total} records verified ({pct}%)</source>
        <translation>레코드 {total}개 중 {n}개 검증됨 ({pct}%)</translation>
    </message>
    <message>
        <source>{n} record verified</source>
        <translation>레코드 {n}개 검증됨</translation>
    </message>
    <message>
        <source>{n} records verified</source>
        <translation>레코드 {n}개 검증됨</translation>
    </message>
    <message>
        <source>{n} converted image was in the unfinished shard</source>
        <translation>변환된 이미지 {n}장은 미완성 샤드에 있었습니다</translation>
    </message>
    <message>
        <source>{n} converted images were in the unfinished shard</source>
        <translation>변환된 이미지 {n}장은 미완성 샤드에 있었습니다</translation>
    </message>
    <message>
        <source>{n} converted image was in the unfinished shard: Resume keeps it if it reads back whole</source>
        <translation>변환된 이미지 {n}장은 미완성 샤드에 있습니다. “재개”는 온전히 다시 읽히면 이를 남깁니다</translation>
    </message>
    <message>
        <source>(from the part the interrupted run finished)</source>
        <translation>(중단된 변환이 끝낸 부분의 것)</translation>
    </message>
    <message>
        <source>{n} converted images were in the unfinished shard: Resume keeps those that read back whole</source>
        <translation>변환된 이미지 {n}장은 미완성 샤드에 있습니다. “재개”는 온전히 다시 읽히는 것을 남깁니다</translation>
    </message>
    <message>
        <source>{seen} of {total} file ({pct}%) · {done} written · {failed} skipped</source>
        <translation>파일 {total}개 중 {seen}개 ({pct}%) · {done}개 씀 · {failed}개 건너뜀</translation>
    </message>
    <message>
        <source>{seen} of {total} files ({pct}%) · {done} written · {failed} skipped</source>
        <translation>파일 {total}개 중 {seen}개 ({pct}%) · {done}개 씀 · {failed}개 건너뜀</translation>
    </message>
    <message>
        <source>{seen} of {total} image ({pct}%) · {done} written · {failed} skipped</source>
        <translation>이미지 {total}장 중 {seen}장 ({pct}%) · {done}장 씀 · {failed}장 건너뜀</translation>
    </message>
    <message>
        <source>{seen} of {total} images ({pct}%) · {done} written · {failed} skipped</source>
        <translation>이미지 {total}장 중 {seen}장 ({pct}%) · {done}장 씀 · {failed}장 건너뜀</translation>
    </message>
    <message>
        <source>elapsed {e}</source>
        <translation>경과 {e}</translation>
    </message>
    <message>
        <source>An interrupted run is in the output folder: the note above Resume says what to do.</source>
        <translation>출력 폴더에는 중단된 변환이 있습니다. 어떻게 하면 되는지는 “재개” 위의 설명을 보십시오.</translation>
    </message>
    <message>
        <source>An interrupted run is in the output folder: press Resume to finish it.</source>
        <translation>출력 폴더에는 중단된 변환이 있습니다. “재개”를 누르면 마칠 수 있습니다.</translation>
    </message>
    <message>
        <source>writing TFRecord files; the Dask worker {worker} left the run, and the others carry on (see the Log tab)</source>
        <translation>TFRecord 파일 쓰는 중. 빠진 Dask 워커: {worker}. 남은 워커가 계속 변환합니다 (자세한 내용은 로그 탭)</translation>
    </message>
    <message>
        <source>writing TFRecord files; {n} Dask workers left the run, and the others carry on (see the Log tab)</source>
        <translation>TFRecord 파일 쓰는 중. Dask 워커 {n}개가 빠졌습니다. 남은 워커가 계속 변환합니다 (자세한 내용은 로그 탭)</translation>
    </message>
    <message>
        <source>Starting the check…</source>
        <translation>검증을 시작하는 중…</translation>
    </message>
    <message>
        <source>Kept in complete shards: {n} of {total} file ({pct}%) · {written} written · {skipped} skipped</source>
        <translation>완성된 샤드에 남은 것: 파일 {total}개 중 {n}개 ({pct}%) · 씀 {written} · 건너뜀 {skipped}</translation>
    </message>
    <message>
        <source>Kept in complete shards: {n} of {total} files ({pct}%) · {written} written · {skipped} skipped</source>
        <translation>완성된 샤드에 남은 것: 파일 {total}개 중 {n}개 ({pct}%) · 씀 {written} · 건너뜀 {skipped}</translation>
    </message>
    <message>
        <source>Kept in complete shards: {n} of {total} image ({pct}%) · {written} written · {skipped} skipped</source>
        <translation>완성된 샤드에 남은 것: 이미지 {total}장 중 {n}장 ({pct}%) · {written}장 씀 · {skipped}장 건너뜀</translation>
    </message>
    <message>
        <source>Kept in complete shards: {n} of {total} images ({pct}%) · {written} written · {skipped} skipped</source>
        <translation>완성된 샤드에 남은 것: 이미지 {total}장 중 {n}장 ({pct}%) · {written}장 씀 · {skipped}장 건너뜀</translation>
    </message>
    <message>
        <source>{n} converted image was in the unfinished shard: Resume converts it again</source>
        <translation>변환된 이미지 {n}장은 미완성 샤드에 있었습니다. “재개”를 누르면 다시 변환합니다</translation>
    </message>
    <message>
        <source>{n} converted images were in the unfinished shard: Resume converts them again</source>
        <translation>변환된 이미지 {n}장은 미완성 샤드에 있었습니다. “재개”를 누르면 다시 변환합니다</translation>
    </message>
    <message>
        <source>estimating…</source>
        <comment>time left, before a speed is known</comment>
        <translation>추정 중…</translation>
    </message>
    <message>
        <source>elapsed {e} since Resume · left {r}</source>
        <translation>경과 {e} (재개 후) · 남음 {r}</translation>
    </message>
    <message>
        <source>elapsed {e} · left {r}</source>
        <translation>경과 {e} · 남음 {r}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 파일</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>드라이브</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>위치(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>파일 형식(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>새 폴더(&amp;N)</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>새 폴더 만들기</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>새 폴더</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>폴더:</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>상위 폴더</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>폴더 선택</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>상위 폴더로 이동</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
폴더를 찾을 수 없습니다.
폴더 이름이 맞는지 확인하세요.</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>폴더를 삭제할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>RecordDetail</name>
    <message>
        <source>Image of the selected record</source>
        <extracomment>The QImage text key of a preview&apos;s true size, &quot;WxH&quot; (set by gui.widgets.record_page). The QImage text key of a preview&apos;s key of its masks&apos; colours: JSON of gui.overlay&apos;s mask_key (set by gui.widgets.record_page). The QImage text key of what a preview&apos;s picture is beside what a model gets from it (gui.pillow_image.read_picture&apos;s note; picture_note says it). The classes the key names at most (ADE20K&apos;s images hold dozens): then &quot;N more&quot; A key&apos;s entry up to this many characters is kept on one line; a longer one wraps at its spaces (ADE20K&apos;s &quot;person, individual, someone, somebody, mortal, soul&quot; kept whole widened Inspect&apos;s pane past a 1024 px screen)</extracomment>
        <translation>선택한 레코드의 이미지</translation>
    </message>
    <message>
        <source>Select a record.</source>
        <translation>레코드를 선택하세요.</translation>
    </message>
    <message>
        <source>Selected record</source>
        <translation>선택한 레코드</translation>
    </message>
    <message>
        <source>Colours of the masks</source>
        <translation>마스크 색</translation>
    </message>
    <message>
        <source>Features of the record</source>
        <translation>레코드의 특성</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>특성</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Record #{i} · byte offset {o} · {n} byte</source>
        <translation>레코드 #{i} · 바이트 오프셋 {o} · {n}바이트</translation>
    </message>
    <message>
        <source>Record #{i} · byte offset {o} · {n} bytes</source>
        <translation>레코드 #{i} · 바이트 오프셋 {o} · {n}바이트</translation>
    </message>
    <message>
        <source>&lt;b&gt;Missing:&lt;/b&gt; the file ends inside this record, so it and any after it are missing ({e})</source>
        <translation>&lt;b&gt;누락:&lt;/b&gt; 파일이 이 레코드 도중에 끝나므로 이 레코드와 그 뒤의 레코드는 없습니다 ({e})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Damaged:&lt;/b&gt; {e}</source>
        <translation>&lt;b&gt;손상:&lt;/b&gt; {e}</translation>
    </message>
    <message>
        <source>(no image)</source>
        <translation>(이미지 없음)</translation>
    </message>
    <message>
        <source>(raw bytes)</source>
        <translation>(원시 바이트)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(비어 있음)</translation>
    </message>
    <message>
        <source>(no class)</source>
        <translation>(클래스 없음)</translation>
    </message>
    <message>
        <source>255: ignore, not coloured</source>
        <translation>255: 무시 (색 없음)</translation>
    </message>
    <message>
        <source>&lt;raw pixels, {w} × {h} × {c}, {n} bytes&gt;</source>
        <translation>&lt;원시 픽셀, {w} × {h} × {c}, {n}바이트&gt;</translation>
    </message>
    <message>
        <source>&lt;{format} image, {n} byte&gt;</source>
        <translation>&lt;{format} 이미지, {n}바이트&gt;</translation>
    </message>
    <message>
        <source>&lt;{format} image, {n} bytes&gt;</source>
        <translation>&lt;{format} 이미지, {n}바이트&gt;</translation>
    </message>
    <message>
        <source>&lt;{n} byte: {hex}&gt;</source>
        <translation>&lt;{n}바이트: {hex}&gt;</translation>
    </message>
    <message>
        <source>&lt;{n} byte&gt;</source>
        <translation>&lt;{n}바이트&gt;</translation>
    </message>
    <message>
        <source>&lt;{n} bytes: {hex}&gt;</source>
        <translation>&lt;{n}바이트: {hex}&gt;</translation>
    </message>
    <message>
        <source>&lt;{n} bytes&gt;</source>
        <translation>&lt;{n}바이트&gt;</translation>
    </message>
    <message>
        <source>Mask colours:</source>
        <translation>마스크 색:</translation>
    </message>
    <message>
        <source>Shown unturned, as TensorFlow gives it to a model: its file&apos;s EXIF orientation ({o}) asks viewers to turn it, and TensorFlow does not (convert with JPEG or PNG to store it upright).</source>
        <translation>TensorFlow가 모델에 주는 그대로 회전하지 않고 표시합니다. 이 파일의 EXIF 방향 ({o})은 회전해서 보라고 지정하지만 TensorFlow는 회전하지 않습니다. JPEG나 PNG로 변환하면 바른 방향으로 저장됩니다.</translation>
    </message>
    <message>
        <source>TensorFlow cannot read this picture: it is {format}, and TensorFlow reads JPEG, PNG, GIF, BMP and WebP. It is shown as other programs show it.</source>
        <translation>TensorFlow는 이 이미지를 읽을 수 없습니다. 형식이 {format}이고, TensorFlow가 읽는 형식은 JPEG, PNG, GIF, BMP, WebP입니다. 다른 프로그램에서 보이는 대로 표시합니다.</translation>
    </message>
    <message>
        <source>{name}: not coloured</source>
        <translation>{name}: 색 없음</translation>
    </message>
    <message>
        <source>{n} more</source>
        <translation>그 밖에 {n}개</translation>
    </message>
    <message>
        <source>{w} × {h} pixels</source>
        <translation>{w} × {h}픽셀</translation>
    </message>
    <message>
        <source>{w} × {h} pixels, shown smaller</source>
        <translation>{w} × {h}픽셀 (축소해서 표시)</translation>
    </message>
    <message>
        <source>{w} × {h} pixels, shown {k} times as large</source>
        <translation>{w} × {h}픽셀 ({k}배로 확대해서 표시)</translation>
    </message>
    <message>
        <source>… ({n} values)</source>
        <translation>… (값 {n}개)</translation>
    </message>
</context>
<context>
    <name>RecordGrid</name>
    <message>
        <source>File to browse</source>
        <translation>살펴볼 파일</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>이전 페이지</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>다음 페이지</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>페이지</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ 이전(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>다음(&amp;N) ▶</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>파일(&amp;I):</translation>
    </message>
    <message>
        <source>Records of this page</source>
        <translation>이 페이지의 레코드</translation>
    </message>
    <message>
        <source>Why there are no records</source>
        <translation>레코드가 없는 이유</translation>
    </message>
    <message>
        <source>{name} ({n} record, {d} damaged, {k} missing)</source>
        <translation>{name} (레코드 {n}개, 그중 {d}개 손상, {k}개 누락)</translation>
    </message>
    <message>
        <source>{name} ({n} records, {d} damaged, {k} missing)</source>
        <translation>{name} (레코드 {n}개, 그중 {d}개 손상, {k}개 누락)</translation>
    </message>
    <message>
        <source>{name} ({n} record, {d} damaged, then cut short)</source>
        <translation>{name} (레코드 {n}개, 그중 {d}개 손상, 이후 잘림)</translation>
    </message>
    <message>
        <source>{name} ({n} records, {d} damaged, then cut short)</source>
        <translation>{name} (레코드 {n}개, 그중 {d}개 손상, 이후 잘림)</translation>
    </message>
    <message>
        <source>{name} ({n} record, {d} damaged)</source>
        <translation>{name} (레코드 {n}개, 그중 {d}개 손상)</translation>
    </message>
    <message>
        <source>{name} ({n} records, {d} damaged)</source>
        <translation>{name} (레코드 {n}개, 그중 {d}개 손상)</translation>
    </message>
    <message>
        <source>{name} ({n} record, {k} missing)</source>
        <translation>{name} (레코드 {n}개, {k}개 누락)</translation>
    </message>
    <message>
        <source>{name} ({n} records, {k} missing)</source>
        <translation>{name} (레코드 {n}개, {k}개 누락)</translation>
    </message>
    <message>
        <source>{name} ({n} record, then cut short)</source>
        <translation>{name} (레코드 {n}개, 이후 잘림)</translation>
    </message>
    <message>
        <source>{name} ({n} records, then cut short)</source>
        <translation>{name} (레코드 {n}개, 이후 잘림)</translation>
    </message>
    <message>
        <source>{name} ({n} record, then unreadable)</source>
        <translation>{name} (레코드 {n}개, 이후는 읽을 수 없음)</translation>
    </message>
    <message>
        <source>{name} ({n} records, then unreadable)</source>
        <translation>{name} (레코드 {n}개, 이후는 읽을 수 없음)</translation>
    </message>
    <message>
        <source>{name} ({n} records)</source>
        <translation>{name} (레코드 {n}개)</translation>
    </message>
    <message>
        <source>{name} ({n} record)</source>
        <translation>{name} (레코드 {n}개)</translation>
    </message>
    <message>
        <source>loading page {p}…</source>
        <translation>{p} 페이지 불러오는 중…</translation>
    </message>
    <message>
        <source>This shard holds no records: all its images failed to convert and were skipped. It is written all the same, so that every numbered file of the dataset exists. The Failures tab after a run, or rejected.csv in the dataset&apos;s folder, says why each image was skipped.</source>
        <translation>이 샤드에는 레코드가 없습니다: 이미지를 모두 변환하지 못해 건너뛰었습니다. 데이터셋의 번호가 매겨진 파일이 모두 있도록 빈 파일로 기록했습니다. 각 이미지를 건너뛴 이유는 변환 후의 “실패” 탭이나 데이터셋 폴더의 rejected.csv에서 확인할 수 있습니다.</translation>
    </message>
    <message>
        <source>This file holds no records.</source>
        <translation>이 파일에는 레코드가 없습니다.</translation>
    </message>
    <message>
        <source>page failed: {m}</source>
        <translation>페이지를 불러오지 못했습니다: {m}</translation>
    </message>
    <message>
        <source>(cannot decode)</source>
        <translation>(디코딩할 수 없음)</translation>
    </message>
    <message>
        <source>#{i} missing</source>
        <translation>#{i} 누락</translation>
    </message>
    <message>
        <source>#{i} damaged</source>
        <translation>#{i} 손상</translation>
    </message>
    <message>
        <source>#{i}</source>
        <translation>#{i}</translation>
    </message>
    <message>
        <source>#{i} (bytes)</source>
        <translation>#{i} (바이트)</translation>
    </message>
    <message>
        <source>record #{i} at byte {o}</source>
        <translation>레코드 #{i} (바이트 {o})</translation>
    </message>
    <message>
        <source>The file ends inside this record: it and any records after it are missing.</source>
        <translation>파일이 이 레코드 도중에 끝납니다: 이 레코드와 그 뒤의 레코드는 없습니다.</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>레코드 없음</translation>
    </message>
    <message>
        <source>page {p} of {n} (records #{a}–#{b} of {t})</source>
        <translation>{p}/{n} 페이지 (#{a}–#{b}, 전체 {t}개)</translation>
    </message>
    <message>
        <source>page {p} of {n} (where reading stopped, after {t} record)</source>
        <translation>{p}/{n} 페이지 (읽기가 멈춘 곳, 레코드 {t}개 다음)</translation>
    </message>
    <message>
        <source>page {p} of {n} (where reading stopped, after {t} records)</source>
        <translation>{p}/{n} 페이지 (읽기가 멈춘 곳, 레코드 {t}개 다음)</translation>
    </message>
</context>
<context>
    <name>RecordPager</name>
    <message>
        <source>First page</source>
        <translation>첫 페이지</translation>
    </message>
    <message>
        <source>Go to the first page ({key})</source>
        <translation>첫 페이지로 이동 ({key})</translation>
    </message>
    <message>
        <source>Go to the previous page ({key})</source>
        <translation>이전 페이지로 이동 ({key})</translation>
    </message>
    <message>
        <source>Go to the next page ({key})</source>
        <translation>다음 페이지로 이동 ({key})</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>마지막 페이지</translation>
    </message>
    <message>
        <source>Go to the last page ({key})</source>
        <translation>마지막 페이지로 이동 ({key})</translation>
    </message>
    <message>
        <source>Go to record number</source>
        <translation>레코드 번호로 이동</translation>
    </message>
    <message>
        <source>Type a record&apos;s number and press Enter to show it</source>
        <translation>레코드 번호를 입력하고 Enter 키를 누르면 그 레코드를 보여 줍니다</translation>
    </message>
    <message>
        <source>&amp;Go to record #</source>
        <translation>이동할 레코드 #(&amp;G)</translation>
    </message>
    <message>
        <source>Records in the file</source>
        <translation>파일의 레코드 수</translation>
    </message>
    <message>
        <source>of {t}</source>
        <translation>/ 전체 {t}개</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>Verification was cancelled.</source>
        <translation>검증이 취소되었습니다.</translation>
    </message>
    <message>
        <source>Verification found problems: {p}</source>
        <translation>검증에서 문제가 발견되었습니다: {p}</translation>
    </message>
    <message>
        <source>Local Dask cluster in the engine process: {n} worker, {t} thread</source>
        <translation>엔진 프로세스 안의 로컬 Dask 클러스터: 워커 {n}개, 스레드 {t}개</translation>
    </message>
    <message>
        <source>Local Dask cluster in the engine process: {n} worker, {t} threads</source>
        <translation>엔진 프로세스 안의 로컬 Dask 클러스터: 워커 {n}개, 스레드 {t}개</translation>
    </message>
    <message>
        <source>Local Dask cluster in the engine process: {n} workers, {t} threads</source>
        <translation>엔진 프로세스 안의 로컬 Dask 클러스터: 워커 {n}개, 스레드 {t}개</translation>
    </message>
    <message>
        <source>Dask cluster at {address}: {n} worker, {t} thread</source>
        <translation>{address}의 Dask 클러스터: 워커 {n}개, 스레드 {t}개</translation>
    </message>
    <message>
        <source>Dask cluster at {address}: {n} worker, {t} threads</source>
        <translation>{address}의 Dask 클러스터: 워커 {n}개, 스레드 {t}개</translation>
    </message>
    <message>
        <source>Dask cluster at {address}: {n} workers, {t} threads</source>
        <translation>{address}의 Dask 클러스터: 워커 {n}개, 스레드 {t}개</translation>
    </message>
    <message>
        <source>The engine process was ended by signal {c}.</source>
        <translation>엔진 프로세스가 시그널 {c}에 의해 종료되었습니다.</translation>
    </message>
    <message>
        <source>The engine ended. Reading what the output folder keeps (the disk does not answer yet)…</source>
        <translation>엔진이 종료되었습니다. 출력 폴더에 남아 있는 내용을 읽고 있습니다… 디스크가 아직 응답하지 않습니다.</translation>
    </message>
    <message>
        <source>The check was stopped from outside: its process was killed. The computer running out of memory is one cause; a person or another program ending it is another.</source>
        <translation>검증 프로세스가 외부에서 강제로 종료되어 검증이 중지되었습니다. 컴퓨터의 메모리가 부족해진 것이 한 가지 원인이고, 사람이나 다른 프로그램이 종료한 것이 또 다른 원인입니다.</translation>
    </message>
    <message>
        <source>The conversion was stopped from outside: the engine was killed. The computer running out of memory is one cause; a person or another program ending it is another. Resume finishes the conversion. If it happens again while memory is short, choose fewer workers.</source>
        <translation>엔진이 외부에서 강제로 종료되어 변환이 중지되었습니다. 컴퓨터의 메모리가 부족해진 것이 한 가지 원인이고, 사람이나 다른 프로그램이 종료한 것이 또 다른 원인입니다. “재개”를 누르면 변환을 마칠 수 있습니다. 메모리가 부족할 때 다시 일어나면 워커 수를 줄이세요.</translation>
    </message>
    <message>
        <source>The conversion was stopped from outside: the engine was killed before it kept a shard. The computer running out of memory is one cause; a person or another program ending it is another. Start converts the images again. If it happens again while memory is short, choose fewer workers.</source>
        <translation>엔진이 샤드를 하나도 남기기 전에 외부에서 강제로 종료되어 변환이 중지되었습니다. 컴퓨터의 메모리가 부족해진 것이 한 가지 원인이고, 사람이나 다른 프로그램이 종료한 것이 또 다른 원인입니다. “시작”을 누르면 이미지를 다시 변환합니다. 메모리가 부족할 때 다시 일어나면 워커 수를 줄이세요.</translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly.</source>
        <translation>엔진이 예기치 않게 멈췄습니다.</translation>
    </message>
    <message>
        <source>The engine exited with code {c}: {m}.</source>
        <translation>엔진이 종료되었습니다 (종료 코드 {c}): {m}.</translation>
    </message>
    <message>
        <source>The engine exited with code {c}.</source>
        <translation>엔진이 종료되었습니다 (종료 코드 {c}).</translation>
    </message>
</context>
<context>
    <name>RunDisplay</name>
    <message>
        <source>Tune is running: Start waits for it.</source>
        <translation>“튜닝”이 측정 중입니다. 끝나면 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>A small built-in sample is selected: press Start to try it, or choose your own images.</source>
        <translation>작은 내장 샘플이 선택되어 있습니다. “시작”으로 시험하거나 내 이미지를 고르세요.</translation>
    </message>
    <message>
        <source>Resume pressed: the run resumes when the scan of the source ends (Cancel: do not resume).</source>
        <translation>“재개”를 눌렀습니다. 소스 스캔이 끝나면 변환을 재개합니다. 재개하지 않으려면 “취소”를 누르세요.</translation>
    </message>
    <message>
        <source>Start pressed: the run begins when the scan of the source ends (Cancel: do not start).</source>
        <translation>“시작”을 눌렀습니다. 소스 스캔이 끝나면 변환을 시작합니다. 시작하지 않으려면 “취소”를 누르세요.</translation>
    </message>
    <message>
        <source>Scanning the source… the window says what it found when the scan ends.</source>
        <translation>소스를 스캔하는 중… 스캔이 끝나면 찾은 내용을 알려 드립니다.</translation>
    </message>
    <message>
        <source>Not ready to start. {why}</source>
        <translation>아직 시작할 수 없습니다. {why}</translation>
    </message>
    <message>
        <source>Not ready to start.</source>
        <translation>아직 시작할 수 없습니다.</translation>
    </message>
    <message>
        <source>Resume pressed: the run resumes when the output folder&apos;s list of failures is read (Cancel: do not resume).</source>
        <translation>“재개”를 눌렀습니다. 출력 폴더에 있는 실패 목록을 다 읽으면 변환을 재개합니다. 재개하지 않으려면 “취소”를 누르세요.</translation>
    </message>
    <message>
        <source>Resume pressed: the run resumes when the source&apos;s folders are checked (Cancel: do not resume).</source>
        <translation>“재개”를 눌렀습니다. 소스 폴더 확인이 끝나면 변환을 재개합니다. 재개하지 않으려면 “취소”를 누르세요.</translation>
    </message>
    <message>
        <source>Start pressed: the run begins when the output folder for this source is worked out (Cancel: do not start).</source>
        <translation>“시작”을 눌렀습니다. 이 소스의 출력 폴더가 정해지면 변환을 시작합니다. 시작하지 않으려면 “취소”를 누르세요.</translation>
    </message>
    <message>
        <source>Start pressed: the run begins when the source&apos;s folders are checked (Cancel: do not start).</source>
        <translation>“시작”을 눌렀습니다. 소스 폴더 확인이 끝나면 변환을 시작합니다. 시작하지 않으려면 “취소”를 누르세요.</translation>
    </message>
    <message>
        <source>Start waits until you pause typing: what you typed is checked then.</source>
        <translation>입력을 멈출 때까지 “시작”은 기다립니다: 입력한 내용은 그때 확인합니다.</translation>
    </message>
    <message>
        <source>Verifying {out} …</source>
        <translation>{out} 검증 중…</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>완료했습니다.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>취소했습니다.</translation>
    </message>
    <message>
        <source>Cancelled: every file is written, but not verified.</source>
        <translation>취소됨: 모든 파일을 썼지만 검증하지 않았습니다.</translation>
    </message>
    <message>
        <source>Finished, but verification found problems.</source>
        <translation>완료했지만 검증에서 문제가 발견되었습니다.</translation>
    </message>
    <message>
        <source>Finished: every file is written, but the check did not finish.</source>
        <translation>완료: 모든 파일을 썼지만 검증이 끝나지 않았습니다.</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>실패했습니다.</translation>
    </message>
    <message>
        <source>Failed: the engine stopped unexpectedly.</source>
        <translation>실패: 엔진이 예기치 않게 멈췄습니다.</translation>
    </message>
    <message>
        <source>Verified in Inspect: {n} record read back, counts and checksums match.</source>
        <translation>“검사” 탭에서 검증 완료: 레코드 {n}개를 다시 읽었고 개수와 체크섬이 일치합니다.</translation>
    </message>
    <message>
        <source>Verified in Inspect: {n} records read back, counts and checksums match.</source>
        <translation>“검사” 탭에서 검증 완료: 레코드 {n}개를 다시 읽었고 개수와 체크섬이 일치합니다.</translation>
    </message>
    <message>
        <source>Verification in Inspect found problems: the Inspect tab lists them.</source>
        <translation>“검사” 탭의 검증에서 문제가 발견되었습니다. 문제 목록은 “검사” 탭에 있습니다.</translation>
    </message>
    <message>
        <source>Failures ({n})</source>
        <translation>실패 ({n})</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>실패</translation>
    </message>
</context>
<context>
    <name>RunOnRow</name>
    <message>
        <source>Run on</source>
        <translation>실행 위치</translation>
    </message>
    <message>
        <source>This computer converts with its own processor cores. A Dask cluster (a lab server or an HPC/cloud cluster) converts with its workers; the images and the output folder must be on a disk every worker sees.</source>
        <translation>이 컴퓨터는 자체 프로세서 코어로 변환합니다. Dask 클러스터(연구실 서버나 HPC/클라우드 클러스터)는 그 워커로 변환합니다. 이미지와 출력 폴더는 모든 워커가 볼 수 있는 디스크에 있어야 합니다.</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>이 컴퓨터</translation>
    </message>
    <message>
        <source>A Dask cluster</source>
        <translation>Dask 클러스터</translation>
    </message>
    <message>
        <source>Dask scheduler address</source>
        <translation>Dask 스케줄러 주소</translation>
    </message>
    <message>
        <source>The scheduler&apos;s address, e.g. tcp://server:8786 (or local:4 for four Dask workers on this computer).</source>
        <translation>스케줄러 주소. 예: tcp://server:8786 (이 컴퓨터에서 Dask 워커 4개를 쓰려면 local:4).</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>연결</translation>
    </message>
    <message>
        <source>Connect to the cluster and list its workers</source>
        <translation>클러스터에 연결하고 워커 목록 보기</translation>
    </message>
    <message>
        <source>Cluster workers</source>
        <translation>클러스터 워커</translation>
    </message>
    <message>
        <source>A Dask cluster is chosen under “Run on”: its workers store the files, each one file at a time; Workers is for this computer.</source>
        <translation>“실행 위치”에서 Dask 클러스터가 선택되어 있습니다. 클러스터의 워커가 각각 한 번에 파일 하나씩 저장합니다. 워커 수는 이 컴퓨터의 설정입니다.</translation>
    </message>
    <message>
        <source>A Dask cluster is chosen under “Run on”: its workers convert, each one image at a time; Workers is for this computer.</source>
        <translation>“실행 위치”에서 Dask 클러스터가 선택되어 있습니다. 클러스터의 워커가 각각 한 번에 이미지 한 장씩 변환합니다. 워커 수는 이 컴퓨터의 설정입니다.</translation>
    </message>
    <message>
        <source>not used: the cluster&apos;s workers store the files</source>
        <translation>사용 안 함: 클러스터의 워커가 파일을 저장합니다</translation>
    </message>
    <message>
        <source>not used: the cluster&apos;s workers convert</source>
        <translation>사용 안 함: 클러스터의 워커가 변환합니다</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: nothing is converted, so the files are checked and stored one after another, with no workers to choose. Choose JPEG, PNG or Raw pixels to convert with several workers.</source>
        <translation>“원본 바이트”는 각 파일을 그대로 저장합니다. 아무것도 변환하지 않으므로 파일을 하나씩 차례로 확인해 저장하며, 고를 워커가 없습니다. 여러 워커로 변환하려면 JPEG, PNG 또는 원시 픽셀을 고르세요.</translation>
    </message>
    <message>
        <source>not used: the files are stored one by one</source>
        <translation>사용 안 함: 파일을 하나씩 저장합니다</translation>
    </message>
    <message>
        <source>local:{n} starts {n} Dask worker on this computer when you press Start, so there is nothing to connect to before.</source>
        <translation>local:{n} 설정은 “시작”을 누르면 이 컴퓨터에서 Dask 워커 {n}개를 시작하므로, 그 전에 연결할 대상이 없습니다.</translation>
    </message>
    <message>
        <source>local:{n} starts {n} Dask workers on this computer when you press Start, so there is nothing to connect to before.</source>
        <translation>local:{n} 설정은 “시작”을 누르면 이 컴퓨터에서 Dask 워커 {n}개를 시작하므로, 그 전에 연결할 대상이 없습니다.</translation>
    </message>
    <message>
        <source>local starts Dask workers on this computer when you press Start, so there is nothing to connect to before.</source>
        <translation>local은 “시작”을 누르면 이 컴퓨터에서 Dask 워커를 시작하므로, 그 전에 연결할 대상이 없습니다.</translation>
    </message>
    <message>
        <source>jobqueue: submits its Dask workers as cluster jobs when you press Start, so there is nothing to connect to before.</source>
        <translation>jobqueue:는 “시작”을 누르면 Dask 워커를 클러스터 작업으로 제출하므로, 그 전에 연결할 대상이 없습니다.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>연결 중…</translation>
    </message>
    <message>
        <source>{n} worker, {t} thread, {m} GB memory</source>
        <translation>워커 {n}개, 스레드 {t}개, 메모리 {m} GB</translation>
    </message>
    <message>
        <source>{n} worker, {t} threads, {m} GB memory</source>
        <translation>워커 {n}개, 스레드 {t}개, 메모리 {m} GB</translation>
    </message>
    <message>
        <source>{n} workers, {t} threads, {m} GB memory</source>
        <translation>워커 {n}개, 스레드 {t}개, 메모리 {m} GB</translation>
    </message>
    <message>
        <source>As the scheduler answered at {time}; press Connect again to see its workers now.</source>
        <translation>{time}에 스케줄러가 답한 내용입니다. 지금의 워커를 보려면 “연결”을 다시 누르세요.</translation>
    </message>
    <message>
        <source>The engine did not answer; is it installed?</source>
        <translation>엔진이 응답하지 않았습니다. 설치되어 있나요?</translation>
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
        <translation>(직접 실행할 때 쓰는 명령으로, “명령 복사”가 복사하는 것과 같습니다. 창은 “--events text” 대신 “--events jsonl” 옵션으로 실행해 진행 상황을 창에 알립니다.)</translation>
    </message>
    <message>
        <source>By then {n} image was written.</source>
        <translation>그때까지 이미지 {n}장을 썼습니다.</translation>
    </message>
    <message>
        <source>By then {n} images were written.</source>
        <translation>그때까지 이미지 {n}장을 썼습니다.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>취소했습니다.</translation>
    </message>
    <message>
        <source>Check started {time}.</source>
        <translation>{time}에 검증을 시작했습니다.</translation>
    </message>
    <message>
        <source>Failed: {message}</source>
        <translation>실패: {message}</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>완료했습니다.</translation>
    </message>
    <message>
        <source>Interrupted.</source>
        <translation>중단되었습니다.</translation>
    </message>
    <message>
        <source>No file was skipped.</source>
        <translation>건너뛴 파일은 없습니다.</translation>
    </message>
    <message>
        <source>No image was skipped.</source>
        <translation>건너뛴 이미지는 없습니다.</translation>
    </message>
    <message>
        <source>Resumed {time}.</source>
        <translation>{time}에 재개했습니다.</translation>
    </message>
    <message>
        <source>Skipped {path}: {reason}</source>
        <translation>건너뜀: {path}: {reason}</translation>
    </message>
    <message>
        <source>Started {time}.</source>
        <translation>{time}에 시작했습니다.</translation>
    </message>
    <message>
        <source>Stopped with an error.</source>
        <translation>오류로 멈췄습니다.</translation>
    </message>
    <message>
        <source>The check was stopped after {n} of {total} record.</source>
        <translation>검증은 레코드 {total}개 중 {n}개를 확인한 뒤 멈췄습니다.</translation>
    </message>
    <message>
        <source>The check was stopped after {n} of {total} records.</source>
        <translation>검증은 레코드 {total}개 중 {n}개를 확인한 뒤 멈췄습니다.</translation>
    </message>
    <message>
        <source>The check was stopped before any record was checked.</source>
        <translation>검증은 레코드를 하나도 확인하기 전에 멈췄습니다.</translation>
    </message>
    <message>
        <source>The conversion took {time}.</source>
        <translation>변환에 걸린 시간: {time}.</translation>
    </message>
    <message>
        <source>The log is long: its first {size} are not shown here (Open full log shows all of it).</source>
        <translation>로그가 길어서 앞부분 {size} 분량은 여기에 표시하지 않습니다. 모두 보려면 “전체 로그 열기”를 누르세요.</translation>
    </message>
    <message>
        <source>The log stops here: the engine was stopped before it could finish (the window or the computer was closed, or the engine was killed).</source>
        <translation>로그는 여기서 끝납니다. 창이나 컴퓨터가 닫혔거나 엔진이 강제로 종료되어, 엔진이 끝내기 전에 멈췄습니다.</translation>
    </message>
    <message>
        <source>This part started before what is shown of the log.</source>
        <translation>이 부분은 표시된 로그보다 앞에서 시작했습니다.</translation>
    </message>
    <message>
        <source>This run: resumed {time}.</source>
        <translation>이번 실행: {time}에 재개했습니다.</translation>
    </message>
    <message>
        <source>What the earlier parts of this run did, from its log ({path}):</source>
        <translation>이 실행의 앞부분에서 한 일(로그 파일 {path} 기준):</translation>
    </message>
    <message>
        <source>With the check after it, the run took {time}.</source>
        <translation>그 뒤의 검증까지 포함하면 실행 전체에 걸린 시간: {time}.</translation>
    </message>
    <message>
        <source>With the reading of the source before it and the check after it, the run took {time}.</source>
        <translation>그 전에 소스를 읽은 시간과 그 뒤의 검증까지 포함하면 실행 전체에 걸린 시간: {time}.</translation>
    </message>
    <message>
        <source>With the reading of the source before it, the run took {time}.</source>
        <translation>그 전에 소스를 읽은 시간까지 포함하면 실행 전체에 걸린 시간: {time}.</translation>
    </message>
    <message>
        <source>{n} earlier part is not shown here.</source>
        <translation>앞부분 {n}개는 여기에 표시하지 않습니다.</translation>
    </message>
    <message>
        <source>{n} earlier parts are not shown here.</source>
        <translation>앞부분 {n}개는 여기에 표시하지 않습니다.</translation>
    </message>
    <message>
        <source>{n} file was skipped.</source>
        <translation>파일 {n}개를 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>{n} files were skipped.</source>
        <translation>파일 {n}개를 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>{n} image was skipped.</source>
        <translation>이미지 {n}장을 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>{n} image was written.</source>
        <translation>이미지 {n}장을 썼습니다.</translation>
    </message>
    <message>
        <source>{n} images were skipped.</source>
        <translation>이미지 {n}장을 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>{n} images were written.</source>
        <translation>이미지 {n}장을 썼습니다.</translation>
    </message>
    <message>
        <source>{n} of them was kept from the earlier parts of the run.</source>
        <translation>그중 {n}장은 이 변환의 이전 부분에서 유지한 것입니다.</translation>
    </message>
    <message>
        <source>{n} of them were kept from the earlier parts of the run.</source>
        <translation>그중 {n}장은 이 변환의 이전 부분에서 유지한 것입니다.</translation>
    </message>
    <message>
        <source>… {n} more line of this part is not shown here (Open full log shows it) …</source>
        <translation>… 이 부분의 나머지 {n}줄은 여기에 표시하지 않습니다. “전체 로그 열기”에서 볼 수 있습니다 …</translation>
    </message>
    <message>
        <source>… {n} more lines of this part are not shown here (Open full log shows them) …</source>
        <translation>… 이 부분의 나머지 {n}줄은 여기에 표시하지 않습니다. “전체 로그 열기”에서 볼 수 있습니다 …</translation>
    </message>
</context>
<context>
    <name>SetAside</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; a repeated entry&apos;s image is converted from its first entry</source>
        <translation>; 중복된 항목의 이미지는 첫 항목에서 변환</translation>
    </message>
    <message>
        <source>; a repeated row&apos;s image is converted from its first row</source>
        <translation>; 중복된 행의 이미지는 첫 행에서 변환</translation>
    </message>
    <message>
        <source>{n} annotation file without an image</source>
        <translation>주석 파일 {n}개 (이미지가 없음)</translation>
    </message>
    <message>
        <source>{n} annotation files without an image</source>
        <translation>주석 파일 {n}개 (이미지가 없음)</translation>
    </message>
    <message>
        <source>{n} entries</source>
        <translation>항목 {n}개</translation>
    </message>
    <message>
        <source>{n} entry</source>
        <translation>항목 {n}개</translation>
    </message>
    <message>
        <source>{n} file or folder</source>
        <translation>파일 또는 폴더 {n}개</translation>
    </message>
    <message>
        <source>{n} files or folders</source>
        <translation>파일 또는 폴더 {n}개</translation>
    </message>
    <message>
        <source>{n} image no annotation file lists</source>
        <translation>이미지 {n}장 (어느 주석 파일에도 없음)</translation>
    </message>
    <message>
        <source>{n} image without a mask</source>
        <translation>이미지 {n}장 (마스크가 없음)</translation>
    </message>
    <message>
        <source>{n} image without annotations</source>
        <translation>이미지 {n}장 (주석이 없음)</translation>
    </message>
    <message>
        <source>{n} image with unusable annotations</source>
        <translation>이미지 {n}장 (주석을 쓸 수 없음)</translation>
    </message>
    <message>
        <source>{n} image entries whose files are missing</source>
        <translation>이미지 항목 {n}개 (파일을 찾을 수 없음)</translation>
    </message>
    <message>
        <source>{n} image entry whose file is missing</source>
        <translation>이미지 항목 {n}개 (파일을 찾을 수 없음)</translation>
    </message>
    <message>
        <source>{n} images no annotation file lists</source>
        <translation>이미지 {n}장 (어느 주석 파일에도 없음)</translation>
    </message>
    <message>
        <source>{n} images with unusable annotations</source>
        <translation>이미지 {n}장 (주석을 쓸 수 없음)</translation>
    </message>
    <message>
        <source>{n} images without a mask</source>
        <translation>이미지 {n}장 (마스크가 없음)</translation>
    </message>
    <message>
        <source>{n} images without annotations</source>
        <translation>이미지 {n}장 (주석이 없음)</translation>
    </message>
    <message>
        <source>{n} mask without an image</source>
        <translation>마스크 {n}개 (이미지가 없음)</translation>
    </message>
    <message>
        <source>{n} masks without an image</source>
        <translation>마스크 {n}개 (이미지가 없음)</translation>
    </message>
    <message>
        <source>{n} repeated entries</source>
        <translation>항목 {n}개 (중복)</translation>
    </message>
    <message>
        <source>{n} repeated entry</source>
        <translation>항목 {n}개 (중복)</translation>
    </message>
    <message>
        <source>{n} repeated table row</source>
        <translation>중복된 표의 행 {n}개</translation>
    </message>
    <message>
        <source>{n} repeated table rows</source>
        <translation>중복된 표의 행 {n}개</translation>
    </message>
    <message>
        <source>{n} table row</source>
        <translation>표의 행 {n}개</translation>
    </message>
    <message>
        <source>{n} table rows</source>
        <translation>표의 행 {n}개</translation>
    </message>
    <message>
        <source>{n} unreadable annotation file</source>
        <translation>읽을 수 없는 주석 파일 {n}개</translation>
    </message>
    <message>
        <source>{n} unreadable annotation files</source>
        <translation>읽을 수 없는 주석 파일 {n}개</translation>
    </message>
    <message>
        <source>{what} not used</source>
        <translation>{what}: 사용하지 않음</translation>
    </message>
</context>
<context>
    <name>SourcePanel</name>
    <message>
        <source>1. Source images</source>
        <translation>1. 소스 이미지</translation>
    </message>
    <message>
        <source>Source images</source>
        <translation>소스 이미지</translation>
    </message>
    <message>
        <source>Source path</source>
        <translation>소스 경로</translation>
    </message>
    <message>
        <source>Drop a folder or a file here, or choose one</source>
        <translation>여기에 폴더나 파일을 놓거나 선택하세요</translation>
    </message>
    <message>
        <source>Choose source folder</source>
        <translation>소스 폴더 선택</translation>
    </message>
    <message>
        <source>Choose a folder of images (Ctrl+O)</source>
        <translation>이미지 폴더를 선택합니다 (Ctrl+O)</translation>
    </message>
    <message>
        <source>A folder with one sub-folder per class, a folder of images, or a table (a CSV or TSV file) with the columns path and label, and if you like split. You can also drag a folder onto the window.</source>
        <translation>클래스마다 하위 폴더가 있는 폴더, 이미지 폴더, 또는 path와 label(원하면 split도) 열이 있는 표(CSV나 TSV 파일). 폴더를 창으로 끌어다 놓아도 됩니다.</translation>
    </message>
    <message>
        <source>Fo&amp;lder…</source>
        <translation>폴더(&amp;L)…</translation>
    </message>
    <message>
        <source>Fil&amp;e…</source>
        <translation>파일(&amp;E)…</translation>
    </message>
    <message>
        <source>Choose a table or an annotation file</source>
        <translation>표나 주석 파일 선택</translation>
    </message>
    <message>
        <source>Choose a table (CSV or TSV) that lists the images and their labels, or an annotation file (COCO JSON, YOLO data.yaml, Pascal VOC or CVAT XML)</source>
        <translation>이미지와 라벨 목록이 있는 표(CSV나 TSV) 또는 주석 파일(COCO JSON, YOLO data.yaml, Pascal VOC 또는 CVAT XML)을 고릅니다</translation>
    </message>
    <message>
        <source>No source chosen.</source>
        <translation>소스를 선택하지 않았습니다.</translation>
    </message>
    <message>
        <source>Scan summary</source>
        <translation>스캔 요약</translation>
    </message>
    <message>
        <source>Scanning</source>
        <translation>스캔 중</translation>
    </message>
    <message>
        <source>Open in Inspect</source>
        <translation>“검사”에서 열기</translation>
    </message>
    <message>
        <source>Open the dataset in Inspect</source>
        <translation>데이터셋을 “검사”에서 열기</translation>
    </message>
    <message>
        <source>Shows the records of this dataset on the Inspect tab</source>
        <translation>이 데이터셋의 레코드를 “검사” 탭에 보여 줍니다</translation>
    </message>
    <message>
        <source>Finish this run</source>
        <translation>이 실행 마치기</translation>
    </message>
    <message>
        <source>Finish the interrupted run in this folder</source>
        <translation>이 폴더의 중단된 실행 마치기</translation>
    </message>
    <message>
        <source>Puts the run&apos;s source back as the source and this folder as the output folder, so that Resume converts the rest</source>
        <translation>실행의 소스를 다시 소스로, 이 폴더를 출력 폴더로 넣어 “재개”로 나머지를 변환할 수 있게 합니다</translation>
    </message>
    <message>
        <source>Load this job</source>
        <translation>이 작업 불러오기</translation>
    </message>
    <message>
        <source>Load this job file as File → Load job does</source>
        <translation>이 작업 파일을 [파일] → [작업 불러오기]와 같이 불러옵니다</translation>
    </message>
    <message>
        <source>Classes and image counts</source>
        <translation>클래스와 이미지 수</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>이미지 수</translation>
    </message>
    <message>
        <source>Thumbnails of sample images</source>
        <translation>샘플 이미지 미리 보기</translation>
    </message>
    <message>
        <source>Problems found by the scan</source>
        <translation>스캔에서 발견된 문제</translation>
    </message>
    <message>
        <source>Notes about the source</source>
        <translation>소스에 관한 참고 사항</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>스캔 중…</translation>
    </message>
    <message>
        <source>Choose a folder of images</source>
        <translation>이미지 폴더 선택</translation>
    </message>
    <message>
        <source>Checking the images… {n} of {of}</source>
        <translation>이미지 확인 중… {of}장 중 {n}장</translation>
    </message>
    <message>
        <source>Scanning… {n} image so far</source>
        <translation>스캔 중… 지금까지 {n}장</translation>
    </message>
    <message>
        <source>Scanning… {n} images so far</source>
        <translation>스캔 중… 지금까지 {n}장</translation>
    </message>
    <message>
        <source>Label {n}: the number the records carry for this class</source>
        <translation>라벨 {n}: 이 클래스의 레코드에 담기는 번호입니다</translation>
    </message>
    <message>
        <source>1 label has no tagged image: {names}. It stays a class (with no examples); tag images with it in CVAT, or delete the label there.</source>
        <translation>태그된 이미지가 없는 라벨이 1개 있습니다: {names}. 예제 없는 클래스로 남습니다. CVAT에서 이 라벨로 이미지에 태그를 달거나 CVAT에서 라벨을 지우세요.</translation>
    </message>
    <message>
        <source>{n} labels have no tagged image: {names}. They stay classes (with no examples); tag images with them in CVAT, or delete the labels there.</source>
        <translation>태그된 이미지가 없는 라벨이 {n}개 있습니다: {names}. 예제 없는 클래스로 남습니다. CVAT에서 이 라벨들로 이미지에 태그를 달거나 CVAT에서 라벨을 지우세요.</translation>
    </message>
    <message>
        <source>The source could not be read: the conversion engine did not answer.</source>
        <translation>소스를 읽을 수 없습니다. 변환 엔진이 응답하지 않았습니다.</translation>
    </message>
    <message>
        <source>1 problem found; it is listed below.</source>
        <translation>문제 1건을 찾았습니다. 아래에 목록이 있습니다.</translation>
    </message>
    <message>
        <source>class folders</source>
        <translation>클래스 폴더</translation>
    </message>
    <message>
        <source>the file is skipped</source>
        <translation>파일을 건너뜁니다</translation>
    </message>
    <message>
        <source>the image is not converted: it has no mask</source>
        <translation>마스크가 없어서 이미지를 변환하지 않습니다</translation>
    </message>
    <message>
        <source>they are not images</source>
        <translation>모두 이미지가 아닙니다</translation>
    </message>
    <message>
        <source>unlabeled images</source>
        <translation>라벨 없는 이미지</translation>
    </message>
    <message>
        <source>table</source>
        <translation>표</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>객체 수</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>파일 수</translation>
    </message>
    <message>
        <source>(no class)</source>
        <translation>(클래스 없음)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; class</source>
        <translation>클래스 &lt;b&gt;1&lt;/b&gt;개</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; image</source>
        <translation>이미지 &lt;b&gt;1&lt;/b&gt;장</translation>
    </message>
    <message>
        <source>&lt;b&gt;{k}&lt;/b&gt; classes</source>
        <translation>클래스 &lt;b&gt;{k}&lt;/b&gt;개</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; images</source>
        <translation>이미지 &lt;b&gt;{n}&lt;/b&gt;장</translation>
    </message>
    <message>
        <source>&lt;b&gt;{task}&lt;/b&gt; from {kind}: {images}, {classes} ({size})</source>
        <translation>&lt;b&gt;{task}&lt;/b&gt; ({kind}): {images}, {classes} ({size})</translation>
    </message>
    <message>
        <source>{n} image lost every object to the problems listed below; it will be left out, as chosen</source>
        <translation>이미지 {n}장이 아래 문제들로 모든 객체를 잃었습니다. 선택한 대로 제외합니다</translation>
    </message>
    <message>
        <source>{n} image will be converted.</source>
        <translation>이미지 {n}장을 변환합니다.</translation>
    </message>
    <message>
        <source>{n} images lost every object to the problems listed below; they will be left out, as chosen</source>
        <translation>이미지 {n}장이 아래 문제들로 모든 객체를 잃었습니다. 선택한 대로 제외합니다</translation>
    </message>
    <message>
        <source>white</source>
        <translation>흰색</translation>
    </message>
    <message>
        <source>black</source>
        <translation>검은색</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>회색</translation>
    </message>
    <message>
        <source>1 image has transparent areas; they will be placed on {c}.</source>
        <translation>이미지 1장에 투명 영역이 있습니다. {c} 배경 위에 놓습니다.</translation>
    </message>
    <message>
        <source>{n} images have transparent areas; they will be placed on {c}.</source>
        <translation>이미지 {n}장에 투명 영역이 있습니다. {c} 배경 위에 놓습니다.</translation>
    </message>
    <message>
        <source>(Change it under “Transparent areas”.)</source>
        <translation>(“투명 영역”에서 바꿀 수 있습니다.)</translation>
    </message>
    <message>
        <source>1 class folder has no images: {names}. It stays a class (with no examples); add images to it or remove it.</source>
        <translation>이미지가 없는 클래스 폴더가 1개 있습니다: {names}. 예제 없는 클래스로 남습니다. 이미지를 넣거나 폴더를 지우세요.</translation>
    </message>
    <message>
        <source>{n} class folders have no images: {names}. They stay classes (with no examples); add images to them or remove them.</source>
        <translation>이미지가 없는 클래스 폴더가 {n}개 있습니다: {names}. 예제 없는 클래스로 남습니다. 이미지를 넣거나 폴더를 지우세요.</translation>
    </message>
    <message>
        <source>1 file beside the class folders is not an image and will be ignored: {names}</source>
        <translation>클래스 폴더 옆의 파일 1개는 이미지가 아니므로 무시합니다: {names}</translation>
    </message>
    <message>
        <source>{n} files beside the class folders are not images and will be ignored: {names}</source>
        <translation>클래스 폴더 옆의 파일 {n}개는 이미지가 아니므로 무시합니다: {names}</translation>
    </message>
    <message>
        <source>{file}
Problem: {reason}</source>
        <translation>{file}
문제: {reason}</translation>
    </message>
    <message>
        <source>Problem: {reason}</source>
        <translation>문제: {reason}</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Splits the source gives: {counts}</source>
        <translation>소스가 지정한 분할: {counts}</translation>
    </message>
    <message>
        <source>(the other image is divided as “Split” says)</source>
        <translation>(나머지 이미지 1장은 “분할” 설정대로 나눕니다)</translation>
    </message>
    <message>
        <source>(the other {n} images are divided as “Split” says)</source>
        <translation>(나머지 이미지 {n}장은 “분할” 설정대로 나눕니다)</translation>
    </message>
    <message>
        <source>Split column: {counts}</source>
        <translation>분할 열: {counts}</translation>
    </message>
    <message>
        <source>(the other row is divided as “Split” says)</source>
        <translation>(나머지 1행은 “분할” 설정대로 나눕니다)</translation>
    </message>
    <message>
        <source>(the other {n} rows are divided as “Split” says)</source>
        <translation>(나머지 {n}행은 “분할” 설정대로 나눕니다)</translation>
    </message>
    <message>
        <source>(“Leave out images without annotations” leaves them out)</source>
        <translation>(“주석 없는 이미지 제외”로 뺄 수 있습니다)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>1 class folder has no images: {names}. It stays a class (with no examples). Its files are not images (listed below); add images to it.</source>
        <translation>이미지가 없는 클래스 폴더가 1개 있습니다: {names}. 예제 없는 클래스로 남습니다. 안의 파일(아래 목록)은 이미지가 아닙니다. 이미지를 넣으세요.</translation>
    </message>
    <message>
        <source>1 class has no annotations in the source: {names}. It stays in the label map (labels.txt), with no examples.</source>
        <translation>소스에 주석이 없는 클래스가 1개 있습니다: {names}. 예제 없이 라벨 맵(labels.txt)에 남습니다.</translation>
    </message>
    <message>
        <source>1 class has no boxes in the source: {names}. It stays in the label map (labels.txt), with no examples.</source>
        <translation>소스에 박스가 없는 클래스가 1개 있습니다: {names}. 예제 없이 라벨 맵(labels.txt)에 남습니다.</translation>
    </message>
    <message>
        <source>1 class of the table has no usable image: {names}. It stays a class (with no examples); the problems of its rows are listed below.</source>
        <translation>표의 클래스 중 쓸 수 있는 이미지가 없는 것이 1개 있습니다: {names}. 예제 없는 클래스로 남습니다. 그 행의 문제는 아래 목록에 있습니다.</translation>
    </message>
    <message>
        <source>1 image lost every object to the problems listed below; it is kept with none</source>
        <translation>이미지 1장이 아래 문제들로 모든 객체를 잃었습니다. 객체 없이 유지합니다</translation>
    </message>
    <message>
        <source>1 image without annotations will be left out, as chosen</source>
        <translation>주석 없는 이미지 1장은 선택한 대로 제외합니다</translation>
    </message>
    <message>
        <source>1 photo will be stored as its file is, not turned upright: {names}. (Its EXIF orientation asks viewers to turn it; TensorFlow does not.)</source>
        <translation>사진 1장이 바로 세워지지 않고 파일 그대로 저장됩니다: {names}. (EXIF 방향은 보기 프로그램에 돌리라고 하지만 TensorFlow는 돌리지 않습니다.)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; file (not an image)</source>
        <translation>파일 &lt;b&gt;1&lt;/b&gt;개(이미지 아님)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; files (1 image)</source>
        <translation>파일 &lt;b&gt;{n}&lt;/b&gt;개(그중 이미지 1장)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; files (none of them an image)</source>
        <translation>파일 &lt;b&gt;{n}&lt;/b&gt;개(이미지 없음)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; files ({k} images)</source>
        <translation>파일 &lt;b&gt;{n}&lt;/b&gt;개(그중 이미지 {k}장)</translation>
    </message>
    <message>
        <source>COCO id</source>
        <translation>COCO id</translation>
    </message>
    <message>
        <source>CVAT tags</source>
        <translation>CVAT 태그</translation>
    </message>
    <message>
        <source>In the source</source>
        <translation>소스의 번호</translation>
    </message>
    <message>
        <source>Label {n}: the number the records carry for this class. The source numbers it {own}</source>
        <translation>라벨 {n}: 이 클래스의 레코드에 담기는 번호입니다. 소스에서의 번호는 {own}입니다</translation>
    </message>
    <message>
        <source>Label: the number the records carry for each class, in the order of labels.txt (written beside the records)</source>
        <translation>라벨: 각 클래스의 레코드에 담기는 번호입니다. 레코드와 함께 저장되는 labels.txt의 순서를 따릅니다</translation>
    </message>
    <message>
        <source>No image will be skipped: it is about an object.</source>
        <translation>건너뛰는 이미지는 없습니다. 객체에 관한 문제입니다.</translation>
    </message>
    <message>
        <source>No image will be skipped: they are about objects.</source>
        <translation>건너뛰는 이미지는 없습니다. 모두 객체에 관한 문제입니다.</translation>
    </message>
    <message>
        <source>The category id in the COCO file. The records number the classes 1, 2, 3… in category-id order (the number at the left of each row), as Model Garden&apos;s label map does, not by these ids.</source>
        <translation>COCO 파일의 카테고리 id입니다. 레코드는 이 id가 아니라, Model Garden의 라벨 맵처럼 카테고리 id 순서로 클래스에 1, 2, 3… 번호(각 행 왼쪽의 숫자)를 붙입니다.</translation>
    </message>
    <message>
        <source>The class number in the YOLO label files. YOLO counts classes from 0; the records count them from 1 (the number at the left of each row), as Model Garden&apos;s label map does: label 1 is YOLO&apos;s class 0.</source>
        <translation>YOLO 라벨 파일의 클래스 번호입니다. YOLO는 클래스를 0부터 세지만, 레코드의 번호(각 행 왼쪽의 숫자)는 Model Garden의 라벨 맵처럼 1부터 셉니다: 라벨 1이 YOLO의 클래스 0입니다.</translation>
    </message>
    <message>
        <source>The number the source gives each class. The records number the classes 0, 1, 2… in the order of labels.txt (the number at the left of each row), not by these numbers.</source>
        <translation>소스가 각 클래스에 붙인 번호입니다. 레코드는 이 번호가 아니라 labels.txt 순서로 클래스에 0, 1, 2… 번호(각 행 왼쪽의 숫자)를 붙입니다.</translation>
    </message>
    <message>
        <source>Not used: {what} ({names}); not among the {total} files counted.</source>
        <translation>사용하지 않는 항목: {what} — {names}. 위에서 센 파일 {total}개에는 포함되지 않습니다.</translation>
    </message>
    <message>
        <source>(The values of {k} of them were read.)</source>
        <translation>(그중 {k}장의 값을 읽었습니다.)</translation>
    </message>
    <message>
        <source>1 image is 16-bit but its brightest value is {v} ({b}-bit camera data): converted as {c} bits it would be almost black.</source>
        <translation>이미지 1장이 16비트이지만 {b}비트 카메라 데이터라 가장 밝은 값이 {v}입니다. {c}비트로 변환하면 거의 검게 됩니다.</translation>
    </message>
    <message>
        <source>1 image is 16-bit but its brightest value is {v} ({b}-bit camera data): converted as {c} bits it would be dark (its brightest {x} of 255).</source>
        <translation>이미지 1장이 16비트이지만 {b}비트 카메라 데이터라 가장 밝은 값이 {v}입니다. {c}비트로 변환하면 가장 밝은 부분도 255 중 {x} 정도로 어두워집니다.</translation>
    </message>
    <message>
        <source>1 image is 16-bit with values up to {v}: converted as {c}-bit data, 0 to {top} becomes 0 to 255.</source>
        <translation>이미지 1장이 16비트이고 값은 최대 {v}입니다. {c}비트 데이터로 변환하여 0–{top} 범위를 0–255로 바꿉니다.</translation>
    </message>
    <message>
        <source>1 image is 16-bit with values up to {v}: with {c} bits, every value above {top} is stored as white.</source>
        <translation>이미지 1장이 16비트이고 값은 최대 {v}입니다. {c}비트에서는 {top}보다 큰 값이 모두 흰색으로 저장됩니다.</translation>
    </message>
    <message>
        <source>1 image without annotations (kept as a background image)</source>
        <translation>주석 없는 이미지 1장 (객체가 하나도 없는 배경 이미지로 남김)</translation>
    </message>
    <message>
        <source>Choose {b} bits under “16-bit images”.</source>
        <translation>“16비트 이미지”에서 {b}비트를 고르세요.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>라벨</translation>
    </message>
    <message>
        <source>Not used: {what} ({names}); not among the {total} images counted.</source>
        <translation>사용하지 않는 항목: {what} — {names}. 위에서 센 이미지 {total}장에는 포함되지 않습니다.</translation>
    </message>
    <message>
        <source>Objects in the records the last run wrote, as the Inspect tab counts them: not those left out (the Summary lists them) nor those of images that could not be converted.</source>
        <translation>지난 변환이 기록한 레코드에 있는 객체 수(“검사” 탭이 세는 방식과 같음)입니다. 빠진 객체(“요약” 탭에 목록이 있습니다)와 변환하지 못한 이미지의 객체는 들어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Sets “16-bit images” in the options to the bits that hold the brightest value the scan found</source>
        <translation>옵션의 “16비트 이미지”를 스캔에서 찾은 가장 밝은 값이 들어가는 비트 수로 정합니다</translation>
    </message>
    <message>
        <source>The other one is about an object; its image is converted.</source>
        <translation>나머지 1건은 객체에 관한 문제이며, 그 이미지는 변환합니다.</translation>
    </message>
    <message>
        <source>The other {n} are about objects; their images are converted.</source>
        <translation>나머지 {n}건은 객체에 관한 문제이며, 그 이미지들은 변환합니다.</translation>
    </message>
    <message>
        <source>The table shows how many images carry each class (an image can carry several)</source>
        <translation>표는 클래스마다 그 클래스가 붙은 이미지가 몇 장인지 보여 줍니다. 이미지 하나에 클래스가 여러 개 붙을 수 있습니다</translation>
    </message>
    <message>
        <source>The table shows in how many images each class appears</source>
        <translation>표는 클래스마다 그 클래스가 들어 있는 이미지가 몇 장인지 보여 줍니다</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>기록됨</translation>
    </message>
    <message>
        <source>Use the bit depth the 16-bit images need</source>
        <translation>16비트 이미지에 필요한 비트 수 사용</translation>
    </message>
    <message>
        <source>1 class is drawn in no class mask: {names} (the source outlines no object of it that is not a crowd region). It stays in the label map (labels.txt), with no examples.</source>
        <translation>어느 클래스 마스크에도 그려지지 않는 클래스가 1개 있습니다: {names} (소스에 crowd 영역이 아니면서 윤곽이 있는 이 클래스의 객체가 없습니다). 예제 없이 라벨 맵(labels.txt)에 남습니다.</translation>
    </message>
    <message>
        <source>1 object has a shape (a polygon or an RLE mask), which “Write as” can also draw as semantic segmentation</source>
        <translation>모양(다각형이나 RLE 마스크)이 있는 객체가 1개 있으며, “저장 형식”에서 시맨틱 세그멘테이션으로도 그릴 수 있습니다</translation>
    </message>
    <message>
        <source>(and {n} image that will be skipped: its annotations cannot be used, as listed below)</source>
        <translation>(이 밖에 주석을 쓸 수 없어 건너뛸 이미지: {n}장. 아래 목록을 보세요)</translation>
    </message>
    <message>
        <source>(and {n} image that will be skipped: its problem is listed below)</source>
        <translation>(이 밖에 건너뛸 이미지: {n}장. 문제는 아래 목록에 있습니다)</translation>
    </message>
    <message>
        <source>(and {n} images that will be skipped: their annotations cannot be used, as listed below)</source>
        <translation>(이 밖에 주석을 쓸 수 없어 건너뛸 이미지: {n}장. 아래 목록을 보세요)</translation>
    </message>
    <message>
        <source>(and {n} images that will be skipped: their problems are listed below)</source>
        <translation>(이 밖에 건너뛸 이미지: {n}장. 문제는 아래 목록에 있습니다)</translation>
    </message>
    <message>
        <source>1 image is 16-bit with values up to {v} ({b}-bit camera data): “Original bytes” stores the file as it is, and read as an 8-bit image, as the loading code reads it, it is almost black.</source>
        <translation>이미지 1장이 16비트이며, {b}비트 카메라 데이터라 값이 최대 {v}입니다. “원본 바이트”는 파일을 그대로 저장하므로, 불러오기 코드처럼 8비트 이미지로 읽으면 거의 검게 보입니다.</translation>
    </message>
    <message>
        <source>1 image is 16-bit with values up to {v} ({b}-bit camera data): “Original bytes” stores the file as it is, and read as an 8-bit image, as the loading code reads it, it is dark (its brightest {x} of 255).</source>
        <translation>이미지 1장이 16비트이며, {b}비트 카메라 데이터라 값이 최대 {v}입니다. “원본 바이트”는 파일을 그대로 저장하므로, 불러오기 코드처럼 8비트 이미지로 읽으면 가장 밝은 부분도 255 중 {x} 정도로 어둡게 보입니다.</translation>
    </message>
    <message>
        <source>1 image without labels (kept with none of the classes)</source>
        <translation>라벨 없는 이미지 1장 (어느 클래스도 붙이지 않고 남김)</translation>
    </message>
    <message>
        <source>It is an annotation that belongs to no image in its file; it is not used.</source>
        <translation>파일의 어느 이미지에도 속하지 않는 주석이며, 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Not used: {what} ({names}); not among the {total} file counted.</source>
        <translation>사용하지 않는 항목: {what} — {names}. 위에서 센 파일 {total}개에는 포함되지 않습니다.</translation>
    </message>
    <message>
        <source>Not used: {what} ({names}); not among the {total} image counted.</source>
        <translation>사용하지 않는 항목: {what} — {names}. 위에서 센 이미지 {total}장에는 포함되지 않습니다.</translation>
    </message>
    <message>
        <source>SegmentationClass/ holds 1 class mask, which “Write as” can also write as semantic segmentation</source>
        <translation>SegmentationClass/ 폴더에 클래스 마스크가 1개 있으며, “저장 형식”에서 시맨틱 세그멘테이션으로도 저장할 수 있습니다</translation>
    </message>
    <message>
        <source>SegmentationClass/ holds {n} class masks, which “Write as” can also write as semantic segmentation</source>
        <translation>SegmentationClass/ 폴더에 클래스 마스크가 {n}개 있으며, “저장 형식”에서 시맨틱 세그멘테이션으로도 저장할 수 있습니다</translation>
    </message>
    <message>
        <source>They are annotations that belong to no image in their file; they are not used.</source>
        <translation>모두 파일의 어느 이미지에도 속하지 않는 주석이며, 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>To store them visible, choose JPEG or PNG under Format and {b} bits under “16-bit images”.</source>
        <translation>보이게 저장하려면 “형식”에서 JPEG나 PNG를, “16비트 이미지”에서 {b}비트를 고르세요.</translation>
    </message>
    <message>
        <source>Use {b} bits</source>
        <translation>{b}비트 사용</translation>
    </message>
    <message>
        <source>Written as classification, each image&apos;s class is the name of the folder it is in: {names}. The annotations are not used; to write them, choose Automatic under “Write as”.</source>
        <translation>분류로 저장하면 각 이미지의 클래스는 그 이미지가 있는 폴더의 이름이 됩니다: {names}. 주석은 사용되지 않습니다. 주석을 저장하려면 “저장 형식”에서 “자동”을 고르세요.</translation>
    </message>
    <message>
        <source>YOLO class</source>
        <translation>YOLO 클래스</translation>
    </message>
    <message>
        <source>a box table</source>
        <translation>박스 표</translation>
    </message>
    <message>
        <source>a label table</source>
        <translation>라벨 표</translation>
    </message>
    <message>
        <source>it is not an image</source>
        <translation>이미지가 아닙니다</translation>
    </message>
    <message>
        <source>mask images</source>
        <translation>마스크 이미지</translation>
    </message>
    <message>
        <source>the image is not converted</source>
        <translation>이미지를 변환하지 않습니다</translation>
    </message>
    <message>
        <source>the image is skipped</source>
        <translation>이미지를 건너뜁니다</translation>
    </message>
    <message>
        <source>these annotations are not used: there is no image for them</source>
        <translation>이 주석은 사용하지 않습니다: 해당하는 이미지가 없습니다</translation>
    </message>
    <message>
        <source>this annotation is not used</source>
        <translation>이 주석은 사용하지 않습니다</translation>
    </message>
    <message>
        <source>this entry is not used</source>
        <translation>이 항목은 사용하지 않습니다</translation>
    </message>
    <message>
        <source>this entry is not used; the image is converted with its first entry</source>
        <translation>이 항목은 사용하지 않습니다. 이미지는 첫 항목으로 변환합니다</translation>
    </message>
    <message>
        <source>this mask is not used: there is no image for it</source>
        <translation>짝이 되는 이미지가 없어서 이 마스크는 사용하지 않습니다</translation>
    </message>
    <message>
        <source>this object is left out; the image is converted</source>
        <translation>이 객체는 빼고, 이미지는 변환합니다</translation>
    </message>
    <message>
        <source>this row is not used</source>
        <translation>이 행은 사용하지 않습니다</translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a} {b}</translation>
    </message>
    <message>
        <source>{file}
Its picture cannot be shown: the file may be damaged.</source>
        <translation>{file}
이 이미지는 표시할 수 없습니다. 파일이 손상되었을 수 있습니다.</translation>
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
        <translation>{classes}에 {images} ({size}, {kind})</translation>
    </message>
    <message>
        <source>{k} of the {n} files will be skipped</source>
        <translation>파일 {n}개 중 {k}개를 건너뜁니다</translation>
    </message>
    <message>
        <source>{k} of the {n} images will be skipped.</source>
        <translation>이미지 {n}장 중 {k}장을 건너뜁니다.</translation>
    </message>
    <message>
        <source>{n} are not images</source>
        <translation>{n}개는 이미지가 아니고</translation>
    </message>
    <message>
        <source>{n} cannot be converted</source>
        <translation>{n}개는 변환할 수 없습니다</translation>
    </message>
    <message>
        <source>{n} class folders have no images: {names}. They stay classes (with no examples). Their files are not images (listed below); add images to them.</source>
        <translation>이미지가 없는 클래스 폴더가 {n}개 있습니다: {names}. 예제 없는 클래스로 남습니다. 안의 파일(아래 목록)은 이미지가 아닙니다. 이미지를 넣으세요.</translation>
    </message>
    <message>
        <source>{n} classes are drawn in no class mask: {names} (the source outlines no object of them that is not a crowd region). They stay in the label map (labels.txt), with no examples.</source>
        <translation>어느 클래스 마스크에도 그려지지 않는 클래스가 {n}개 있습니다: {names} (소스에 crowd 영역이 아니면서 윤곽이 있는 이 클래스들의 객체가 없습니다). 예제 없이 라벨 맵(labels.txt)에 남습니다.</translation>
    </message>
    <message>
        <source>{n} classes have no annotations in the source: {names}. They stay in the label map (labels.txt), with no examples.</source>
        <translation>소스에 주석이 없는 클래스가 {n}개 있습니다: {names}. 예제 없이 라벨 맵(labels.txt)에 남습니다.</translation>
    </message>
    <message>
        <source>{n} classes have no boxes in the source: {names}. They stay in the label map (labels.txt), with no examples.</source>
        <translation>소스에 박스가 없는 클래스가 {n}개 있습니다: {names}. 예제 없이 라벨 맵(labels.txt)에 남습니다.</translation>
    </message>
    <message>
        <source>{n} classes of the table have no usable image: {names}. They stay classes (with no examples); the problems of their rows are listed below.</source>
        <translation>표의 클래스 중 쓸 수 있는 이미지가 없는 것이 {n}개 있습니다: {names}. 예제 없는 클래스로 남습니다. 그 행들의 문제는 아래 목록에 있습니다.</translation>
    </message>
    <message>
        <source>{n} images are 16-bit but their brightest value is {v} ({b}-bit camera data): converted as {c} bits they would be almost black.</source>
        <translation>이미지 {n}장이 16비트이지만 {b}비트 카메라 데이터라 가장 밝은 값이 {v}입니다. {c}비트로 변환하면 거의 검게 됩니다.</translation>
    </message>
    <message>
        <source>{n} images are 16-bit but their brightest value is {v} ({b}-bit camera data): converted as {c} bits they would be dark (their brightest {x} of 255).</source>
        <translation>이미지 {n}장이 16비트이지만 {b}비트 카메라 데이터라 가장 밝은 값이 {v}입니다. {c}비트로 변환하면 가장 밝은 부분도 255 중 {x} 정도로 어두워집니다.</translation>
    </message>
    <message>
        <source>{n} images are 16-bit with values up to {v} ({b}-bit camera data): “Original bytes” stores the files as they are, and read as 8-bit images, as the loading code reads them, they are almost black.</source>
        <translation>이미지 {n}장이 16비트이며, {b}비트 카메라 데이터라 값이 최대 {v}입니다. “원본 바이트”는 파일을 그대로 저장하므로, 불러오기 코드처럼 8비트 이미지로 읽으면 거의 검게 보입니다.</translation>
    </message>
    <message>
        <source>{n} images are 16-bit with values up to {v} ({b}-bit camera data): “Original bytes” stores the files as they are, and read as 8-bit images, as the loading code reads them, they are dark (their brightest {x} of 255).</source>
        <translation>이미지 {n}장이 16비트이며, {b}비트 카메라 데이터라 값이 최대 {v}입니다. “원본 바이트”는 파일을 그대로 저장하므로, 불러오기 코드처럼 8비트 이미지로 읽으면 가장 밝은 부분도 255 중 {x} 정도로 어둡게 보입니다.</translation>
    </message>
    <message>
        <source>{n} images are 16-bit with values up to {v}: converted as {c}-bit data, 0 to {top} becomes 0 to 255.</source>
        <translation>이미지 {n}장이 16비트이고 값은 최대 {v}입니다. {c}비트 데이터로 변환하여 0–{top} 범위를 0–255로 바꿉니다.</translation>
    </message>
    <message>
        <source>{n} images are 16-bit with values up to {v}: with {c} bits, every value above {top} is stored as white.</source>
        <translation>이미지 {n}장이 16비트이고 값은 최대 {v}입니다. {c}비트에서는 {top}보다 큰 값이 모두 흰색으로 저장됩니다.</translation>
    </message>
    <message>
        <source>{n} images without annotations (kept as background images)</source>
        <translation>주석 없는 이미지 {n}장 (객체가 하나도 없는 배경 이미지로 남김)</translation>
    </message>
    <message>
        <source>{n} images without labels (kept with none of the classes)</source>
        <translation>라벨 없는 이미지 {n}장 (어느 클래스도 붙이지 않고 남김)</translation>
    </message>
    <message>
        <source>{n} objects have shapes (polygons or RLE masks), which “Write as” can also draw as semantic segmentation</source>
        <translation>모양(다각형이나 RLE 마스크)이 있는 객체가 {n}개 있으며, “저장 형식”에서 시맨틱 세그멘테이션으로도 그릴 수 있습니다</translation>
    </message>
    <message>
        <source>{n} of them are annotations that belong to no image in their file; they are not used.</source>
        <translation>그중 {n}건은 파일의 어느 이미지에도 속하지 않는 주석이며, 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>{n} of them is an annotation that belongs to no image in its file; it is not used.</source>
        <translation>그중 {n}건은 파일의 어느 이미지에도 속하지 않는 주석이며, 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>{n} problems found; they are listed below, {k} at a time (click the list&apos;s last line to list more).</source>
        <translation>문제 {n}건을 찾았습니다. 아래에 {k}건씩 목록이 있습니다 (목록의 마지막 줄을 클릭하면 더 나옵니다).</translation>
    </message>
    <message>
        <source>{n} problems found; they are listed below.</source>
        <translation>문제 {n}건을 찾았습니다. 아래에 목록이 있습니다.</translation>
    </message>
    <message>
        <source>{path}: this folder holds an unfinished conversion of {source}, not images. “Finish this run” converts the rest into this folder; “Open in Inspect” shows what it wrote so far. Or choose the folder that holds your images.</source>
        <translation>{path}: 이 폴더는 이미지가 아니라 {source} 변환이 도중에 멈춘 출력(미완성)입니다. “이 실행 마치기”를 누르면 나머지를 이 폴더에 변환합니다. “검사”에서 열면 지금까지 쓴 내용을 볼 수 있습니다. 또는 이미지가 들어 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>{path}: this folder holds an unfinished conversion, not images. Its source, {source}, no longer exists, so the run cannot be finished here; “Open in Inspect” shows what it wrote. Or choose the folder that holds your images.</source>
        <translation>{path}: 이 폴더는 이미지가 아니라 도중에 멈춘 변환의 출력(미완성)입니다. 그 변환의 소스({source})가 더 이상 없으므로 여기서 마칠 수 없습니다. “검사”에서 열면 쓴 내용을 볼 수 있습니다. 또는 이미지가 들어 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>{skipped}: {why}.</source>
        <translation>{skipped}. {why}.</translation>
    </message>
    <message>
        <source>… and {n} more: click here to list it</source>
        <translation>… 외 {n}건: 여기를 클릭하면 목록에 나옵니다</translation>
    </message>
    <message>
        <source>… and {n} more: click here to list the next {k}</source>
        <translation>… 외 {n}건: 여기를 클릭하면 다음 {k}건이 나옵니다</translation>
    </message>
    <message>
        <source>… and {n} more: click here to list them</source>
        <translation>… 외 {n}건: 여기를 클릭하면 목록에 나옵니다</translation>
    </message>
    <message>
        <source>{n} images lost every object to the problems listed below; they are kept with none</source>
        <translation>이미지 {n}장이 아래 문제들로 모든 객체를 잃었습니다. 객체 없이 유지합니다</translation>
    </message>
    <message>
        <source>{n} (none to convert)</source>
        <translation>{n} (변환할 것 없음)</translation>
    </message>
    <message>
        <source>{n} ({k} to convert)</source>
        <translation>{n} (변환 {k}개)</translation>
    </message>
    <message>
        <source>{n} images will be converted.</source>
        <translation>이미지 {n}장을 변환합니다.</translation>
    </message>
    <message>
        <source>{n} images without annotations will be left out, as chosen</source>
        <translation>주석 없는 이미지 {n}장은 선택한 대로 제외합니다</translation>
    </message>
    <message>
        <source>{n} is not an image</source>
        <translation>{n}개는 이미지가 아니고</translation>
    </message>
    <message>
        <source>{n} object; the table shows objects per class</source>
        <translation>객체 {n}개. 표는 클래스마다 객체가 몇 개인지 보여 줍니다</translation>
    </message>
    <message>
        <source>{n} objects; the table shows objects per class</source>
        <translation>객체 {n}개. 표는 클래스마다 객체가 몇 개인지 보여 줍니다</translation>
    </message>
    <message>
        <source>{n} photos will be stored as their files are, not turned upright: {names}. (Their EXIF orientation asks viewers to turn them; TensorFlow does not.)</source>
        <translation>사진 {n}장이 바로 세워지지 않고 파일 그대로 저장됩니다: {names}. (EXIF 방향은 보기 프로그램에 돌리라고 하지만 TensorFlow는 돌리지 않습니다.)</translation>
    </message>
    <message>
        <source>{text}.</source>
        <translation>{text}.</translation>
    </message>
    <message>
        <source>The source does not exist.</source>
        <translation>소스가 없습니다.</translation>
    </message>
    <message>
        <source>The source must be a folder or a .csv/.tsv file.</source>
        <translation>소스는 폴더 또는 .csv/.tsv 파일이어야 합니다.</translation>
    </message>
    <message>
        <source>No images found.</source>
        <translation>이미지를 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>Scan stopped.</source>
        <translation>스캔을 멈췄습니다.</translation>
    </message>
</context>
<context>
    <name>SplitField</name>
    <message>
        <source>A source&apos;s own splits (an export&apos;s train/valid/test folders, a table&apos;s split column) are kept: the Split then divides only the images they leave.</source>
        <translation>소스 자체의 분할(내보내기의 train/valid/test 폴더, 표의 분할 열)은 그대로 사용됩니다. 이때 “분할”은 분할이 정해지지 않은 이미지만 나눕니다.</translation>
    </message>
    <message>
        <source>Splits from the source</source>
        <translation>소스의 분할</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{split} {n}</source>
        <translation>{split} {n}장</translation>
    </message>
    <message>
        <source>From the source, to be written: {splits}</source>
        <translation>소스의 분할(기록될 이미지): {splits}</translation>
    </message>
    <message>
        <source>From the source: {splits}</source>
        <translation>소스의 분할: {splits}</translation>
    </message>
    <message>
        <source>1 more image is skipped: its problem is listed with the source.</source>
        <translation>그 밖에 1장은 건너뜁니다. 그 문제는 소스의 문제 목록에 있습니다.</translation>
    </message>
    <message>
        <source>{n} more images are skipped: their problems are listed with the source.</source>
        <translation>그 밖에 {n}장은 건너뜁니다. 그 문제들은 소스의 문제 목록에 있습니다.</translation>
    </message>
    <message>
        <source>This source gives every image its split ({splits}): those splits are kept and the Split option is not used, so the run is started without it. What you typed is kept for a source without splits of its own.</source>
        <translation>이 소스는 모든 이미지의 분할({splits})을 정하고 있습니다. 그 분할이 그대로 사용되고 “분할” 설정은 사용되지 않으므로, 변환은 분할 지정 없이 시작됩니다. 입력한 값은 자체 분할이 없는 소스를 위해 보관됩니다.</translation>
    </message>
    <message>
        <source>The source&apos;s own splits are used; the Split option is not.</source>
        <translation>소스 자체의 분할이 사용되며 “분할” 설정은 사용되지 않습니다.</translation>
    </message>
    <message>
        <source>Every image has its split from the source; the Split only names the splits the table may use.</source>
        <translation>모든 이미지의 분할이 소스에서 정해집니다. “분할”은 표에서 쓸 수 있는 분할 이름만 지정합니다.</translation>
    </message>
    <message>
        <source>The Split divides only the other image.</source>
        <translation>“분할”은 나머지 한 장만 나눕니다.</translation>
    </message>
    <message>
        <source>The Split divides only the other {n} images.</source>
        <translation>“분할”은 나머지 {n}장만 나눕니다.</translation>
    </message>
    <message>
        <source>{text}.</source>
        <translation>{text}.</translation>
    </message>
    <message>
        <source>e.g. train=0.9,val=0.1 (empty: the source&apos;s splits, the other images train)</source>
        <translation>예: train=0.9,val=0.1 (비우면 소스의 분할대로, 나머지 이미지는 train)</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Run summary</source>
        <translation>실행 요약</translation>
    </message>
    <message>
        <source>No run yet.</source>
        <translation>아직 실행하지 않았습니다.</translation>
    </message>
    <message>
        <source>Run result</source>
        <translation>실행 결과</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>쓴 이미지:</translation>
    </message>
    <message>
        <source>Skipped:</source>
        <translation>건너뜀:</translation>
    </message>
    <message>
        <source>Shards:</source>
        <translation>샤드:</translation>
    </message>
    <message>
        <source>Splits:</source>
        <translation>분할:</translation>
    </message>
    <message>
        <source>Size on disk:</source>
        <translation>디스크 크기:</translation>
    </message>
    <message>
        <source>Objects changed:</source>
        <translation>바뀐 객체:</translation>
    </message>
    <message>
        <source>Total time:</source>
        <translation>총 시간:</translation>
    </message>
    <message>
        <source>Verification:</source>
        <translation>검증:</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>출력:</translation>
    </message>
    <message>
        <source>Every file the run wrote in the output folder, as your file manager adds them up: the data files, what a cancel kept of an unfinished one, and the files beside them (the manifest, labels, list of failures and log). In brackets, the complete TFRecord files alone, as the Inspect tab counts them.</source>
        <translation>이 실행이 출력 폴더에 쓴 모든 파일의 합계로, 파일 관리자에서 보는 합계와 같습니다. 데이터 파일, 취소할 때 남긴 미완성 파일, 그 옆의 파일(매니페스트, 라벨, 실패 목록, 로그)을 포함합니다. 괄호 안은 완성된 TFRecord 파일만의 합계로, “검사” 탭이 보여 주는 값과 같습니다.</translation>
    </message>
    <message>
        <source>Open output folder</source>
        <translation>출력 폴더 열기</translation>
    </message>
    <message>
        <source>Copy command</source>
        <translation>명령 복사</translation>
    </message>
    <message>
        <source>Inspect output</source>
        <translation>출력 검사</translation>
    </message>
    <message>
        <source>Verify now</source>
        <translation>지금 검증</translation>
    </message>
    <message>
        <source>Read every record back to check it, as Inspect&apos;s “Verify with TensorFlow” does</source>
        <translation>“검사”의 “TensorFlow로 검증”과 같이 모든 레코드를 다시 읽어 확인합니다</translation>
    </message>
    <message>
        <source>The output folder holds a dataset of {n} image in {k} shard, made {when}.</source>
        <translation>출력 폴더에는 {when}에 만든 데이터셋(이미지 {n}장, 샤드 {k}개)이 있습니다.</translation>
    </message>
    <message>
        <source>The output folder holds a dataset of {n} images in {k} shard, made {when}.</source>
        <translation>출력 폴더에는 {when}에 만든 데이터셋(이미지 {n}장, 샤드 {k}개)이 있습니다.</translation>
    </message>
    <message>
        <source>The output folder holds a dataset of {n} image in {k} shards, made {when}.</source>
        <translation>출력 폴더에는 {when}에 만든 데이터셋(이미지 {n}장, 샤드 {k}개)이 있습니다.</translation>
    </message>
    <message>
        <source>The output folder holds a dataset of {n} images in {k} shards, made {when}.</source>
        <translation>출력 폴더에는 {when}에 만든 데이터셋(이미지 {n}장, 샤드 {k}개)이 있습니다.</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: {n} image in {k} complete shard so far.</source>
        <translation>출력 폴더에는 {when}에 시작해 중단된 실행이 있습니다: 지금까지 완성된 샤드 {k}개에 이미지 {n}장.</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: {n} images in {k} complete shard so far.</source>
        <translation>출력 폴더에는 {when}에 시작해 중단된 실행이 있습니다: 지금까지 완성된 샤드 {k}개에 이미지 {n}장.</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: {n} image in {k} complete shards so far.</source>
        <translation>출력 폴더에는 {when}에 시작해 중단된 실행이 있습니다: 지금까지 완성된 샤드 {k}개에 이미지 {n}장.</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: {n} images in {k} complete shards so far.</source>
        <translation>출력 폴더에는 {when}에 시작해 중단된 실행이 있습니다: 지금까지 완성된 샤드 {k}개에 이미지 {n}장.</translation>
    </message>
    <message>
        <source>Done: {n} image written to {k} shard.</source>
        <translation>완료: 이미지 {n}장을 샤드 {k}개에 썼습니다.</translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shard.</source>
        <translation>완료: 이미지 {n}장을 샤드 {k}개에 썼습니다.</translation>
    </message>
    <message>
        <source>Done: {n} image written to {k} shards.</source>
        <translation>완료: 이미지 {n}장을 샤드 {k}개에 썼습니다.</translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shards.</source>
        <translation>완료: 이미지 {n}장을 샤드 {k}개에 썼습니다.</translation>
    </message>
    <message>
        <source>{n} image written to {k} shard; reading it back to check it…</source>
        <translation>이미지 {n}장을 샤드 {k}개에 썼습니다. 다시 읽어 검증하는 중…</translation>
    </message>
    <message>
        <source>{n} images written to {k} shard; reading them back to check them…</source>
        <translation>이미지 {n}장을 샤드 {k}개에 썼습니다. 다시 읽어 검증하는 중…</translation>
    </message>
    <message>
        <source>{n} image written to {k} shards; reading it back to check it…</source>
        <translation>이미지 {n}장을 샤드 {k}개에 썼습니다. 다시 읽어 검증하는 중…</translation>
    </message>
    <message>
        <source>{n} images written to {k} shards; reading them back to check them…</source>
        <translation>이미지 {n}장을 샤드 {k}개에 썼습니다. 다시 읽어 검증하는 중…</translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shards. The verification was cancelled, so the files are not verified.</source>
        <translation>완료: 이미지 {n}장을 샤드 {k}개에 썼습니다. 검증이 취소되어 파일은 검증되지 않았습니다.</translation>
    </message>
    <message>
        <source>{total} (TFRecord files: {shards})</source>
        <translation>{total} (TFRecord 파일: {shards})</translation>
    </message>
    <message>
        <source>{state}. “Verify now” reads every record back to check it.</source>
        <translation>{state}. “지금 검증”을 누르면 모든 레코드를 다시 읽어 확인합니다.</translation>
    </message>
    <message>
        <source>The unfinished shard with {r} converted image was removed (a shard is kept only when it is complete).</source>
        <translation>샤드는 완성된 것만 남기므로, 변환된 이미지 {r}장이 든 미완성 샤드는 삭제했습니다.</translation>
    </message>
    <message>
        <source>The unfinished shard with {r} converted images was removed (a shard is kept only when it is complete).</source>
        <translation>샤드는 완성된 것만 남기므로, 변환된 이미지 {r}장이 든 미완성 샤드는 삭제했습니다.</translation>
    </message>
    <message>
        <source>The unfinished shard with {r} converted image was removed (a shard is kept only when it is complete): Resume converts it again.</source>
        <translation>샤드는 완성된 것만 남기므로, 변환된 이미지 {r}장이 든 미완성 샤드는 삭제했습니다. “재개”를 누르면 다시 변환합니다.</translation>
    </message>
    <message>
        <source> and {n} worker process of a Resume without the cluster</source>
        <translation> (클러스터 없이 “재개”한 워커 프로세스 {n}개로)</translation>
    </message>
    <message>
        <source> and {n} worker processes of a Resume without the cluster</source>
        <translation> (클러스터 없이 “재개”한 워커 프로세스 {n}개로)</translation>
    </message>
    <message>
        <source>From the start of the run to its end: the source is read again before converting (and the cluster started, on a cluster), then the images are converted; the check after it is counted when there was one.</source>
        <translation>실행을 시작한 때부터 끝날 때까지의 시간입니다. 변환하기 전에 소스를 다시 읽고 (클러스터에서는 클러스터도 시작하고) 그다음 변환합니다. 그 뒤에 검증했다면 검증 시간도 들어갑니다.</translation>
    </message>
    <message>
        <source>The unfinished shard with {r} converted images was removed (a shard is kept only when it is complete): Resume converts them again.</source>
        <translation>샤드는 완성된 것만 남기므로, 변환된 이미지 {r}장이 든 미완성 샤드는 삭제했습니다. “재개”를 누르면 다시 변환합니다.</translation>
    </message>
    <message>
        <source>{k} of them have another label than their original: the same picture carries more than one label.</source>
        <translation>그중 {k}장은 원본과 라벨이 다릅니다: 같은 그림이 라벨을 여러 개 가집니다.</translation>
    </message>
    <message>
        <source>{n} objects kept clipped or with only their box ({details})</source>
        <translation>잘리거나 박스만 남은 객체 {n}개 ({details})</translation>
    </message>
    <message>
        <source>{n} objects left out ({details})</source>
        <translation>레코드에서 뺀 객체 {n}개 ({details})</translation>
    </message>
    <message>
        <source>{n} · {what} (see the Failures tab)</source>
        <translation>{n} · {what} (“실패” 탭 참조)</translation>
    </message>
    <message>
        <source>{split}: {n} images in {k} shard</source>
        <translation>{split}: 이미지 {n}장 (샤드 {k}개)</translation>
    </message>
    <message>
        <source>{split}: {n} images in {k} shards</source>
        <translation>{split}: 이미지 {n}장 (샤드 {k}개)</translation>
    </message>
    <message>
        <source>Cancelled. Kept {k} complete shard with {n} images ({size}).</source>
        <translation>취소했습니다. 완성된 샤드 {k}개(이미지 {n}장, {size})를 남겼습니다.</translation>
    </message>
    <message>
        <source>Cancelled. Kept {k} complete shards with {n} images ({size}).</source>
        <translation>취소했습니다. 완성된 샤드 {k}개(이미지 {n}장, {size})를 남겼습니다.</translation>
    </message>
    <message>
        <source>{r} images/s</source>
        <translation>{r}장/초</translation>
    </message>
    <message>
        <source>Copy a command line that repeats this conversion without the window (for a server or a script)</source>
        <translation>서버나 스크립트에서 쓸 수 있도록, 이 변환을 창 없이 반복하는 명령줄을 복사합니다</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>복사본:</translation>
    </message>
    <message>
        <source>Conversion time:</source>
        <translation>변환 시간:</translation>
    </message>
    <message>
        <source>Average speed:</source>
        <translation>평균 속도:</translation>
    </message>
    <message>
        <source>Look at the files just written, in the Inspect tab</source>
        <translation>방금 쓴 파일을 [검사] 탭에서 봅니다</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <source>Done: {n} image written to {k} shard. The verification was cancelled, so the file is not verified.</source>
        <translation>완료: 이미지 {n}장을 샤드 {k}개에 썼습니다. 검증이 취소되어 파일은 검증되지 않았습니다.</translation>
    </message>
    <message>
        <source>Done: {n} images written to {k} shard. The verification was cancelled, so the file is not verified.</source>
        <translation>완료: 이미지 {n}장을 샤드 {k}개에 썼습니다. 검증이 취소되어 파일은 검증되지 않았습니다.</translation>
    </message>
    <message>
        <source>Done: {n} image written to {k} shards. The verification was cancelled, so the files are not verified.</source>
        <translation>완료: 이미지 {n}장을 샤드 {k}개에 썼습니다. 검증이 취소되어 파일은 검증되지 않았습니다.</translation>
    </message>
    <message>
        <source>The conversion failed: {msg}</source>
        <translation>변환에 실패했습니다: {msg}</translation>
    </message>
    <message>
        <source>{n} ({m} converted now; {k} kept from the interrupted run)</source>
        <translation>{n} (이번에 변환 {m}장, 중단된 실행에서 {k}장 유지)</translation>
    </message>
    <message>
        <source>{split}: no image</source>
        <translation>{split}: 이미지 없음</translation>
    </message>
    <message>
        <source>{out} (it does not exist: nothing was left there)</source>
        <translation>{out} (폴더가 없습니다. 남은 것이 없습니다)</translation>
    </message>
    <message>
        <source>Cancelled. Kept {k} complete shard with {n} image ({size}).</source>
        <translation>취소했습니다. 완성된 샤드 {k}개(이미지 {n}장, {size})를 남겼습니다.</translation>
    </message>
    <message>
        <source>Cancelled. Kept {k} complete shards with {n} image ({size}).</source>
        <translation>취소했습니다. 완성된 샤드 {k}개(이미지 {n}장, {size})를 남겼습니다.</translation>
    </message>
    <message>
        <source>Press Resume to finish.</source>
        <translation>“재개”를 누르면 마칠 수 있습니다.</translation>
    </message>
    <message>
        <source>The source changed since the run began, so Resume cannot finish it: Start over converts every image again.</source>
        <translation>실행을 시작한 뒤 소스가 바뀌어서 “재개”로는 마칠 수 없습니다. “처음부터 다시”가 모든 이미지를 다시 변환합니다.</translation>
    </message>
    <message>
        <source>Resume needs the options the run was started with: put them back (“Use the interrupted run&apos;s options”) to finish it.</source>
        <translation>“재개”에는 실행을 시작할 때의 옵션이 필요합니다. 옵션을 되돌리면(“중단된 실행의 옵션 사용”) 마칠 수 있습니다.</translation>
    </message>
    <message>
        <source>Another version of TFRecord Studio started it, so Resume cannot finish it here: Start over converts every image again.</source>
        <translation>다른 버전의 TFRecord Studio가 시작한 실행이라 여기서는 “재개”로 마칠 수 없습니다. “처음부터 다시”가 모든 이미지를 다시 변환합니다.</translation>
    </message>
    <message>
        <source>Resume cannot finish it here (the note above the buttons says why): Start over converts every image again.</source>
        <translation>여기서는 “재개”로 마칠 수 없습니다. 이유는 버튼 위의 설명에 있습니다. “처음부터 다시”가 모든 이미지를 다시 변환합니다.</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>실행 안 함</translation>
    </message>
    <message>
        <source>not verified (cancelled): {n} of {total} records were checked</source>
        <translation>검증 안 됨 (취소): 레코드 {total}개 중 {n}개 확인</translation>
    </message>
    <message>
        <source>not verified (cancelled)</source>
        <translation>검증 안 됨 (취소)</translation>
    </message>
    <message>
        <source>OK, {how}: {n} records read back</source>
        <translation>문제 없음, {how}: 레코드 {n}개를 다시 읽음</translation>
    </message>
    <message>
        <source>FAILED: {p}</source>
        <translation>실패: {p}</translation>
    </message>
    <message>
        <source>Each row of duplicates.csv names a file and the older file with the same bytes: keep the one with the right label, take the other out of the source (its file, or its row in a table), and convert again.</source>
        <translation>duplicates.csv의 각 행은 파일과, 그것과 바이트가 같은 더 오래된 파일을 보여 줍니다. 올바른 라벨 쪽을 남기고 다른 쪽을 소스에서 빼낸 뒤(파일을 지우거나, 표라면 그 행을 지워서) 다시 변환하세요.</translation>
    </message>
    <message>
        <source>FAILED on {date}: {k} problem found. “Inspect output”, then “Verify with TensorFlow”, shows it.</source>
        <translation>{date}에 검증 실패: 문제 {k}개가 발견되었습니다. “출력 검사”에서 “TensorFlow로 검증”을 누르면 목록이 표시됩니다.</translation>
    </message>
    <message>
        <source>FAILED on {date}: {k} problems found. “Inspect output”, then “Verify with TensorFlow”, lists them.</source>
        <translation>{date}에 검증 실패: 문제 {k}개가 발견되었습니다. “출력 검사”에서 “TensorFlow로 검증”을 누르면 목록이 표시됩니다.</translation>
    </message>
    <message>
        <source>not verified: the check did not finish ({why})</source>
        <translation>검증 안 됨: 검증이 끝나지 않았습니다 ({why})</translation>
    </message>
    <message>
        <source>see the log</source>
        <translation>로그 참조</translation>
    </message>
    <message>
        <source>verified (TensorFlow)</source>
        <translation>검증됨 (TensorFlow)</translation>
    </message>
    <message>
        <source>verified (built-in reader)</source>
        <translation>검증됨 (내장 리더)</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>검증됨</translation>
    </message>
    <message>
        <source>1 image without annotations left out, as chosen</source>
        <translation>주석 없는 이미지 1장을 선택한 대로 제외함</translation>
    </message>
    <message>
        <source>Each row of duplicates.csv names an image and the older image with the same bytes; their annotations may differ. Keep the one whose annotations are right, take the other out of the source (its file and its annotations), and convert again.</source>
        <translation>duplicates.csv의 각 행은 이미지와, 그것과 바이트가 같은 더 오래된 이미지를 보여 줍니다. 주석은 다를 수 있습니다. 주석이 올바른 쪽을 남기고, 다른 쪽(파일과 그 주석)을 소스에서 빼낸 뒤 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Each row of duplicates.csv names an image and the older image with the same bytes; their masks may differ. Keep the pair whose mask is right, take the other image and its mask out of the source, and convert again.</source>
        <translation>duplicates.csv의 각 행은 이미지와, 그것과 바이트가 같은 더 오래된 이미지를 보여 줍니다. 마스크는 다를 수 있습니다. 마스크가 올바른 쪽을 남기고, 다른 이미지와 그 마스크를 소스에서 빼낸 뒤 다시 변환하세요.</translation>
    </message>
    <message>
        <source>Cancelled before any image was written: no shard was written.</source>
        <translation>이미지를 쓰기 전에 취소해서 샤드를 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source> ({n} more left out: it could not run the tasks, as the Log tab says)</source>
        <translation> (변환할 수 없는 워커 {n}개는 제외했습니다. 이유는 “로그” 탭에 있습니다)</translation>
    </message>
    <message>
        <source> ({n} more left out: they could not run the tasks, as the Log tab says)</source>
        <translation> (변환할 수 없는 워커 {n}개는 제외했습니다. 이유는 “로그” 탭에 있습니다)</translation>
    </message>
    <message>
        <source> on {n} cluster worker</source>
        <translation> (클러스터 워커 {n}개로)</translation>
    </message>
    <message>
        <source> on {n} cluster workers</source>
        <translation> (클러스터 워커 {n}개로)</translation>
    </message>
    <message>
        <source> {u} more converted image is in the unfinished shard, which Resume continues.</source>
        <translation> 그 밖에 변환된 이미지 {u}장이 미완성 샤드에 있으며, “재개”는 그 샤드를 이어서 변환합니다.</translation>
    </message>
    <message>
        <source> {u} more converted images are in the unfinished shard, which Resume continues.</source>
        <translation> 그 밖에 변환된 이미지 {u}장이 미완성 샤드에 있으며, “재개”는 그 샤드를 이어서 변환합니다.</translation>
    </message>
    <message>
        <source>1 object kept clipped or with only its box ({details})</source>
        <translation>잘리거나 박스만 남은 객체 1개 ({details})</translation>
    </message>
    <message>
        <source>1 object left out ({details})</source>
        <translation>레코드에서 뺀 객체 1개 ({details})</translation>
    </message>
    <message>
        <source>Cancelled before any shard was complete, so no shard was kept.</source>
        <translation>완성된 샤드가 없을 때 취소해서 남은 샤드가 없습니다.</translation>
    </message>
    <message>
        <source>Cancelled before any shard was complete.</source>
        <translation>완성된 샤드가 없을 때 취소했습니다.</translation>
    </message>
    <message>
        <source>OK, {how}: {n} record read back</source>
        <translation>문제 없음, {how}: 레코드 {n}개를 다시 읽음</translation>
    </message>
    <message>
        <source>Press Resume to continue from there.</source>
        <translation>“재개”를 누르면 거기서부터 이어집니다.</translation>
    </message>
    <message>
        <source>The folder holds only the run&apos;s other files: {names}.</source>
        <translation>폴더에는 이 실행의 다른 파일만 남아 있습니다: {names}.</translation>
    </message>
    <message>
        <source>The folder&apos;s size is still being read (the disk does not answer yet).</source>
        <translation>폴더 크기는 아직 읽고 있습니다. 디스크가 아직 응답하지 않습니다.</translation>
    </message>
    <message>
        <source>The images written, divided by the conversion time: the average over the whole conversion, as the live graph&apos;s average. The live graph also shows the speed of the last seconds, higher while the images flow than at the start and the end.</source>
        <translation>쓴 이미지 수를 변환 시간으로 나눈 값으로, 변환 전체의 평균입니다. 실시간 그래프의 평균과 같습니다. 실시간 그래프는 최근 몇 초의 속도도 보여 주므로 이미지가 처리되는 동안에는 높고 시작과 끝에서는 낮습니다.</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: no complete shard yet; its {u} converted image is in the unfinished shard, which Resume continues.</source>
        <translation>출력 폴더에는 {when}에 시작해 중단된 실행이 있습니다: 완성된 샤드는 아직 없고, 변환된 이미지 {u}장은 미완성 샤드에 있습니다. “재개”는 그 샤드를 이어서 변환합니다.</translation>
    </message>
    <message>
        <source>The output folder holds an interrupted run, started {when}: no complete shard yet; its {u} converted images are in the unfinished shard, which Resume continues.</source>
        <translation>출력 폴더에는 {when}에 시작해 중단된 실행이 있습니다: 완성된 샤드는 아직 없고, 변환된 이미지 {u}장은 미완성 샤드에 있습니다. “재개”는 그 샤드를 이어서 변환합니다.</translation>
    </message>
    <message>
        <source>The time spent converting the images and writing their files: the images written divided by it are the Average speed. The reading of the source before it and the check after it are not counted; “Total time” counts them, as the elapsed time above the tabs does.</source>
        <translation>이미지를 변환하고 파일에 쓰는 데 걸린 시간입니다. 쓴 이미지 수를 이 시간으로 나누면 평균 속도가 됩니다. 그 전에 소스를 읽는 시간과 그 뒤의 검증은 넣지 않습니다. 그 시간들은 “총 시간”에 들어갑니다 (탭 위의 경과 시간과 같습니다).</translation>
    </message>
    <message>
        <source>The {u} image already converted into the unfinished shard is kept too.</source>
        <translation>미완성 샤드에 이미 변환된 이미지 {u}장도 남아 있습니다.</translation>
    </message>
    <message>
        <source>The {u} image already converted into the unfinished shard is kept.</source>
        <translation>미완성 샤드에 이미 변환된 이미지 {u}장은 남아 있습니다.</translation>
    </message>
    <message>
        <source>The {u} images already converted into the unfinished shard are kept too.</source>
        <translation>미완성 샤드에 이미 변환된 이미지 {u}장도 남아 있습니다.</translation>
    </message>
    <message>
        <source>The {u} images already converted into the unfinished shard are kept.</source>
        <translation>미완성 샤드에 이미 변환된 이미지 {u}장은 남아 있습니다.</translation>
    </message>
    <message>
        <source>What else the folder holds is still being read (the disk does not answer yet).</source>
        <translation>폴더에 그 밖에 무엇이 남아 있는지 아직 읽고 있습니다. 디스크가 아직 응답하지 않습니다.</translation>
    </message>
    <message>
        <source>a box outside the picture</source>
        <translation>그림 밖의 박스</translation>
    </message>
    <message>
        <source>a box past the edge (clipped)</source>
        <translation>가장자리를 넘은 박스 (잘림)</translation>
    </message>
    <message>
        <source>a box with no size</source>
        <translation>크기가 없는 박스</translation>
    </message>
    <message>
        <source>a coordinate that is not a number</source>
        <translation>숫자가 아닌 좌표</translation>
    </message>
    <message>
        <source>a damaged mask</source>
        <translation>손상된 마스크</translation>
    </message>
    <message>
        <source>a polygon of fewer than 3 points, not used</source>
        <translation>쓰지 않은 점 3개 미만의 다각형</translation>
    </message>
    <message>
        <source>a shape with no area</source>
        <translation>넓이가 없는 도형</translation>
    </message>
    <message>
        <source>an object without a name</source>
        <translation>이름 없는 객체</translation>
    </message>
    <message>
        <source>for an image the file does not list</source>
        <translation>파일에 없는 이미지의 것</translation>
    </message>
    <message>
        <source>mostly cut away by Crop</source>
        <translation>자르기로 대부분 잘려 나감</translation>
    </message>
    <message>
        <source>no proper box</source>
        <translation>올바른 박스 없음</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>검증 안 됨</translation>
    </message>
    <message>
        <source>not verified (cancelled): {n} of {total} record was checked</source>
        <translation>검증 안 됨 (취소): 레코드 {total}개 중 {n}개 확인</translation>
    </message>
    <message>
        <source>not verified (cancelled): {n} of {total} records was checked</source>
        <translation>검증 안 됨 (취소): 레코드 {total}개 중 {n}개 확인</translation>
    </message>
    <message>
        <source>only a box, marked “ignore”</source>
        <translation>박스만 있음 (“무시”로 표시)</translation>
    </message>
    <message>
        <source>outside the picture after resizing</source>
        <translation>크기 조정 후 그림 밖</translation>
    </message>
    <message>
        <source>partly cut away by Crop (clipped)</source>
        <translation>자르기로 일부 잘려 나감(잘림)</translation>
    </message>
    <message>
        <source>under a pixel after resizing</source>
        <translation>크기 조정 후 1픽셀 미만</translation>
    </message>
    <message>
        <source>{how} on {date}: {n} record read back</source>
        <translation>{date}에 {how}: 레코드 {n}개를 다시 읽음</translation>
    </message>
    <message>
        <source>{how} on {date}: {n} records read back</source>
        <translation>{date}에 {how}: 레코드 {n}개를 다시 읽음</translation>
    </message>
    <message>
        <source>{k} (1 of them holds no image: all its images failed to convert)</source>
        <translation>{k} (그중 1개에는 이미지가 없습니다: 그 이미지를 모두 변환하지 못했습니다)</translation>
    </message>
    <message>
        <source>{k} ({e} of them hold no image: all their images failed to convert)</source>
        <translation>{k} (그중 {e}개에는 이미지가 없습니다: 그 이미지를 모두 변환하지 못했습니다)</translation>
    </message>
    <message>
        <source>{k} of them are in another split than their original: the model would be validated or tested on images it was trained on.</source>
        <translation>그중 {k}장은 원본과 다른 분할에 있습니다: 모델이 학습에 쓴 이미지로 검증되거나 테스트됩니다.</translation>
    </message>
    <message>
        <source>{k} of them has another label than its original: one picture carries two labels.</source>
        <translation>그중 {k}장은 원본과 라벨이 다릅니다: 같은 그림이 라벨 두 개를 가집니다.</translation>
    </message>
    <message>
        <source>{k} of them is in another split than its original: the model would be validated or tested on images it was trained on.</source>
        <translation>그중 {k}장은 원본과 다른 분할에 있습니다: 모델이 학습에 쓴 이미지로 검증되거나 테스트됩니다.</translation>
    </message>
    <message>
        <source>{n} (all in the unfinished shard, kept)</source>
        <translation>{n} (모두 미완성 샤드에 남아 있음)</translation>
    </message>
    <message>
        <source>{n} (see the Failures tab)</source>
        <translation>{n} (“실패” 탭 참조)</translation>
    </message>
    <message>
        <source>{n} ({u} of them in the unfinished shard, kept)</source>
        <translation>{n} (그중 {u}장은 미완성 샤드에 남아 있음)</translation>
    </message>
    <message>
        <source>{n} image is a byte-identical copy of another image (listed in duplicates.csv).</source>
        <translation>이미지 {n}장이 다른 이미지와 바이트 단위로 똑같은 복사본입니다. 목록은 duplicates.csv에 있습니다.</translation>
    </message>
    <message>
        <source>{n} images are byte-identical copies of other images (listed in duplicates.csv).</source>
        <translation>이미지 {n}장이 다른 이미지와 바이트 단위로 똑같은 복사본입니다. 목록은 duplicates.csv에 있습니다.</translation>
    </message>
    <message>
        <source>{n} images without annotations left out, as chosen</source>
        <translation>주석 없는 이미지 {n}장을 선택한 대로 제외함</translation>
    </message>
    <message>
        <source>{n} other file beside the class folders ignored (not images)</source>
        <translation>클래스 폴더 옆의 다른 파일 {n}개를 무시했습니다 (이미지 아님)</translation>
    </message>
    <message>
        <source>{n} other files beside the class folders ignored (not images)</source>
        <translation>클래스 폴더 옆의 다른 파일 {n}개를 무시했습니다 (이미지 아님)</translation>
    </message>
    <message>
        <source>{rate}, counting the {n} converted image of the unfinished shard that was removed</source>
        <translation>{rate} (삭제한 미완성 샤드의 변환된 이미지 {n}장 포함)</translation>
    </message>
    <message>
        <source>{rate}, counting the {n} converted images of the unfinished shard that was removed</source>
        <translation>{rate} (삭제한 미완성 샤드의 변환된 이미지 {n}장 포함)</translation>
    </message>
    <message>
        <source>{row} (a check run later, not part of the run: {t})</source>
        <translation>{row} (나중에 따로 실행한 검증으로, 변환 시간에는 포함되지 않음: {t})</translation>
    </message>
    <message>
        <source>{shards} in TFRecord files; the folder&apos;s size is still being read (the disk does not answer yet).</source>
        <translation>TFRecord 파일은 {shards}입니다. 폴더 전체 크기는 아직 읽고 있습니다. 디스크가 아직 응답하지 않습니다.</translation>
    </message>
    <message>
        <source>{split}: {n} image in {k} shard</source>
        <translation>{split}: 이미지 {n}장 (샤드 {k}개)</translation>
    </message>
    <message>
        <source>{split}: {n} image in {k} shards</source>
        <translation>{split}: 이미지 {n}장 (샤드 {k}개)</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s}초</translation>
    </message>
    <message>
        <source>{t}, with the check after the conversion</source>
        <translation>{t} (변환 뒤의 검증 포함)</translation>
    </message>
    <message>
        <source>{t}, with the check after the conversion until it was stopped: {n} of {total} record checked</source>
        <translation>{t} (멈출 때까지의 변환 뒤 검증 포함: 레코드 {total}개 중 {n}개 확인)</translation>
    </message>
    <message>
        <source>{t}, with the check after the conversion until it was stopped: {n} of {total} records checked</source>
        <translation>{t} (멈출 때까지의 변환 뒤 검증 포함: 레코드 {total}개 중 {n}개 확인)</translation>
    </message>
    <message>
        <source>{t}, with the check after the conversion, stopped before any record was checked</source>
        <translation>{t} (변환 뒤의 검증 포함: 레코드를 하나도 확인하기 전에 멈춤)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion</source>
        <translation>{t} (변환 전에 소스를 읽은 시간 포함)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion and the check after it</source>
        <translation>{t} (변환 전에 소스를 읽은 시간과 변환 뒤의 검증 포함)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion and the check after it until it was stopped: {n} of {total} record checked</source>
        <translation>{t} (변환 전에 소스를 읽은 시간과 멈출 때까지의 변환 뒤 검증 포함: 레코드 {total}개 중 {n}개 확인)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion and the check after it until it was stopped: {n} of {total} records checked</source>
        <translation>{t} (변환 전에 소스를 읽은 시간과 멈출 때까지의 변환 뒤 검증 포함: 레코드 {total}개 중 {n}개 확인)</translation>
    </message>
    <message>
        <source>{t}, with the reading of the source before the conversion and the check after it, stopped before any record was checked</source>
        <translation>{t} (변환 전에 소스를 읽은 시간과 변환 뒤의 검증 포함: 검증은 레코드를 하나도 확인하기 전에 멈춤)</translation>
    </message>
    <message>
        <source>{value} (the {n} image converted now)</source>
        <translation>{value} (이번에 변환한 {n}장)</translation>
    </message>
    <message>
        <source>{value} (the {n} images converted now)</source>
        <translation>{value} (이번에 변환한 {n}장)</translation>
    </message>
</context>
<context>
    <name>TaskChoice</name>
    <message>
        <source>Write as</source>
        <translation>저장 형식</translation>
    </message>
    <message>
        <source>What the dataset will hold. Automatic follows the annotations. Boxes and CVAT tags can also be written as each image&apos;s list of classes (several labels per image); objects outlined by polygons or masks as semantic segmentation (each image&apos;s class mask); and boxes, masks and lists of classes as one class per image, leaving the annotations out.</source>
        <translation>데이터셋에 저장할 내용입니다. 자동은 주석의 종류를 따릅니다. 박스와 CVAT 태그는 이미지마다 클래스 목록(이미지 하나에 여러 라벨)으로도 저장할 수 있고, 다각형이나 마스크로 윤곽을 그린 객체는 시맨틱 세그멘테이션(이미지마다 클래스 마스크)으로도, 박스, 마스크, 클래스 목록은 주석을 빼고 이미지마다 클래스 1개로도 저장할 수 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Write as:</source>
        <translation>저장 형식(&amp;W):</translation>
    </message>
    <message>
        <source>object detection (boxes)</source>
        <translation>객체 검출 (박스)</translation>
    </message>
    <message>
        <source>semantic segmentation (masks)</source>
        <translation>시맨틱 세그멘테이션 (마스크)</translation>
    </message>
    <message>
        <source>multi-label classification</source>
        <translation>다중 라벨 분류</translation>
    </message>
    <message>
        <source>classification (one class per image; the annotations are ignored)</source>
        <translation>분류 (이미지마다 클래스 1개, 주석은 사용하지 않음)</translation>
    </message>
    <message>
        <source>classification (each image&apos;s tag is its class)</source>
        <translation>분류 (이미지마다 태그가 그 클래스)</translation>
    </message>
    <message>
        <source>multi-label classification (all of each image&apos;s tags)</source>
        <translation>다중 라벨 분류 (이미지마다 모든 태그)</translation>
    </message>
    <message>
        <source>multi-label classification (each image&apos;s list of classes; the boxes are left out)</source>
        <translation>다중 라벨 분류 (이미지마다 클래스 목록, 박스는 사용하지 않음)</translation>
    </message>
    <message>
        <source>semantic segmentation (each image&apos;s class mask, from the mask files in SegmentationClass/)</source>
        <translation>시맨틱 세그멘테이션 (이미지마다 클래스 마스크, SegmentationClass/의 마스크 파일에서 읽음)</translation>
    </message>
    <message>
        <source>semantic segmentation (each image&apos;s class mask, drawn from the objects&apos; polygons and masks)</source>
        <translation>시맨틱 세그멘테이션 (이미지마다 클래스 마스크, 객체의 다각형과 마스크로 그림)</translation>
    </message>
    <message>
        <source>Automatic: {task}</source>
        <translation>자동: {task}</translation>
    </message>
</context>
<context>
    <name>TuneChart</name>
    <message>
        <source>Images per second against workers</source>
        <translation>워커 수별 초당 이미지 수</translation>
    </message>
    <message>
        <source>median</source>
        <translation>중앙값</translation>
    </message>
    <message>
        <source>each trial</source>
        <translation>각 시도</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>추천</translation>
    </message>
    <message>
        <source>Speed (images/s) by number of workers</source>
        <translation>워커 수에 따른 속도 (장/초)</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>워커 수</translation>
    </message>
    <message>
        <source>The line joins each worker count&apos;s typical speed; the short bars show how much its tries varied.</source>
        <translation>선은 워커 수마다의 대표 속도를 잇고, 짧은 막대는 시도마다 속도가 얼마나 달랐는지 보여 줍니다.</translation>
    </message>
    <message>
        <source>What the bars show</source>
        <translation>막대의 의미</translation>
    </message>
    <message>
        <source>recommended: 1 worker</source>
        <translation>추천: 워커 1개</translation>
    </message>
    <message>
        <source>recommended: {n} workers</source>
        <translation>추천: 워커 {n}개</translation>
    </message>
</context>
<context>
    <name>TunePanel</name>
    <message>
        <source>Tune the worker count</source>
        <translation>워커 수 튜닝</translation>
    </message>
    <message>
        <source>Converts a sample of the chosen source with the options on the left, at 1, 2, … workers, into a temporary folder that is removed afterwards, and recommends how many workers to use.</source>
        <translation>선택한 소스의 샘플을 왼쪽 옵션으로 워커 1, 2, …개로 임시 폴더(나중에 지움)에 변환하고 사용할 워커 수를 추천합니다.</translation>
    </message>
    <message>
        <source>What tuning does</source>
        <translation>튜닝이 하는 일</translation>
    </message>
    <message>
        <source>Most workers to try</source>
        <translation>시험할 최대 워커 수</translation>
    </message>
    <message>
        <source>Trials per worker count</source>
        <translation>워커 수별 시도 횟수</translation>
    </message>
    <message>
        <source>Images in the sample</source>
        <translation>샘플 이미지 수</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>측정 실행</translation>
    </message>
    <message>
        <source>A run on this cluster uses all of its workers: the answer tells how many of them pay off for these images, and there is nothing to set here.</source>
        <translation>이 클러스터에서 변환하면 모든 워커를 사용합니다. 결과는 이 이미지들에서 워커 몇 개까지가 속도에 도움이 되는지 알려 줄 뿐이며, 여기서 설정할 것은 없습니다.</translation>
    </message>
    <message>
        <source>Measuring again: the results varied too much to tell {counts} workers apart. Trial {i} of {n} is next.</source>
        <translation>다시 측정합니다: 결과가 너무 들쭉날쭉해서 워커 {counts}개 중 어느 쪽이 빠른지 알 수 없습니다. 다음은 시도 {i}/{n}입니다.</translation>
    </message>
    <message>
        <source>Run sweep cannot run now: {why}</source>
        <translation>지금은 “측정 실행”을 할 수 없습니다: {why}</translation>
    </message>
    <message>
        <source>Run the worker sweep</source>
        <translation>워커 수 측정 실행</translation>
    </message>
    <message>
        <source>The Workers option says {n}, the recommended count. Change it there to use another.</source>
        <translation>“워커” 옵션은 이미 추천 수인 {n}개입니다. 다른 수를 쓰려면 거기에서 바꾸세요.</translation>
    </message>
    <message>
        <source>Try 1 worker, 2 workers, … up to this many.</source>
        <translation>워커 1개, 2개, … 이 수까지 시도합니다.</translation>
    </message>
    <message>
        <source>Tune measures how many workers a run should use.</source>
        <translation>튜닝은 실행에 쓸 워커 수를 측정합니다.</translation>
    </message>
    <message>
        <source>With a Dask cluster under “Run on”, the sweep converts the sample on 1, 2, … of the cluster&apos;s workers, into a temporary folder beside the output folder, which every worker must see (it is removed afterwards).</source>
        <translation>“실행 위치”가 Dask 클러스터이므로, 측정은 샘플을 클러스터의 워커 1, 2, …개로 출력 폴더 옆의 임시 폴더(나중에 지움)에 변환합니다. 모든 워커가 이 폴더를 볼 수 있어야 합니다.</translation>
    </message>
    <message>
        <source>Workers set to {n}</source>
        <translation>워커 수 {n}개로 설정됨</translation>
    </message>
    <message>
        <source>the Dask cluster</source>
        <translation>Dask 클러스터</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>이 컴퓨터</translation>
    </message>
    <message>
        <source>“Run on” says local:{n}, the recommended count of Dask workers. Change it there to use another.</source>
        <translation>“실행 위치”는 이미 추천 Dask 워커 수에 맞춘 local:{n}입니다. 다른 수를 쓰려면 거기에서 바꾸세요.</translation>
    </message>
    <message>
        <source>“Run on” set to local:{n}</source>
        <translation>“실행 위치” 설정됨: local:{n}</translation>
    </message>
    <message>
        <source>“Original bytes” stores each file as it is: nothing is converted, and a run on this computer checks and stores the files one after another, without workers. A sweep would measure the same thing at every worker count, so there is nothing to tune here. Choose JPEG, PNG or Raw pixels under “Format” to measure the workers (on a Dask cluster, Tune measures how many of its workers pay off).</source>
        <translation>“원본 바이트”는 각 파일을 그대로 저장합니다. 아무것도 변환하지 않으며, 이 컴퓨터에서 실행하면 워커 없이 파일을 하나씩 차례로 확인해 저장합니다. 어떤 워커 수로 측정해도 같은 것을 재게 되므로 여기서 튜닝할 것이 없습니다. 워커를 측정하려면 “형식”에서 JPEG, PNG 또는 원시 픽셀을 고르세요 (Dask 클러스터에서는 워커를 몇 개 쓰면 효과가 있는지 측정합니다).</translation>
    </message>
    <message>
        <source>How often to measure each worker count. More trials give a surer answer; if they vary too much, extra trials are added.</source>
        <translation>워커 수마다 측정하는 횟수입니다. 시도가 많을수록 결과가 확실해집니다. 편차가 너무 크면 시도가 추가됩니다.</translation>
    </message>
    <message>
        <source>How many of your images each trial converts, picked from every class and from small and large files. Auto: 200, or 10% of a large source.</source>
        <translation>한 번의 시도에서 이미지를 몇 장 변환할지 정합니다. 모든 클래스에서 작은 파일과 큰 파일을 고릅니다. 자동: 200장, 큰 소스는 그 10%.</translation>
    </message>
    <message>
        <source>Measure the speed with 1, 2, … workers</source>
        <translation>워커 1개, 2개, …로 속도를 측정합니다</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Cancel the worker sweep</source>
        <translation>워커 수 측정 취소</translation>
    </message>
    <message>
        <source>Workers to try:</source>
        <translation>시험할 워커 수:</translation>
    </message>
    <message>
        <source>1 to</source>
        <translation>1부터</translation>
    </message>
    <message>
        <source>Trials each:</source>
        <translation>시도 횟수:</translation>
    </message>
    <message>
        <source>Sample size:</source>
        <translation>샘플 크기:</translation>
    </message>
    <message>
        <source>Choose a source, then Run sweep.</source>
        <translation>소스를 선택한 다음 “측정 실행”을 누르세요.</translation>
    </message>
    <message>
        <source>Sweep status</source>
        <translation>측정 상태</translation>
    </message>
    <message>
        <source>Tune and the Dask cluster</source>
        <translation>튜닝과 Dask 클러스터</translation>
    </message>
    <message>
        <source>Why this worker count</source>
        <translation>이 워커 수를 추천한 이유</translation>
    </message>
    <message>
        <source>Use recommended workers</source>
        <translation>추천 워커 수 사용</translation>
    </message>
    <message>
        <source>Use the recommended worker count</source>
        <translation>추천 워커 수 사용</translation>
    </message>
    <message>
        <source>Set the Workers option to the recommended count</source>
        <translation>“워커” 옵션을 추천 수로 설정합니다</translation>
    </message>
    <message>
        <source>Nothing to measure at “Original bytes”: see the note above.</source>
        <translation>“원본 바이트”에서는 측정할 것이 없습니다. 위의 설명을 보세요.</translation>
    </message>
    <message>
        <source>Write the scheduler&apos;s address under “Run on”, then Run sweep.</source>
        <translation>“실행 위치”에 스케줄러 주소를 쓴 다음 “측정 실행”을 누르세요.</translation>
    </message>
    <message>
        <source>Press Run sweep to measure the speed with 1 worker.</source>
        <translation>“측정 실행”을 누르면 워커 1개로 속도를 측정합니다.</translation>
    </message>
    <message>
        <source>Press Run sweep to measure the speed with 1 to {n} workers.</source>
        <translation>“측정 실행”을 누르면 워커 1~{n}개로 속도를 측정합니다.</translation>
    </message>
    <message>
        <source>Sampling the source…</source>
        <translation>소스에서 샘플을 고르는 중…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <source>Found {n} image; warming up, then measuring…</source>
        <translation>이미지 {n}장을 찾았습니다. 준비 후 측정합니다…</translation>
    </message>
    <message>
        <source>Found {n} images; warming up, then measuring…</source>
        <translation>이미지 {n}장을 찾았습니다. 준비 후 측정합니다…</translation>
    </message>
    <message>
        <source>The answer below was measured on {then}, and “Run on” now says {now}: run the sweep again to measure there.</source>
        <translation>아래 결과는 {then}에서 측정한 것이고, 지금 “실행 위치”는 {now}입니다. 그곳을 측정하려면 “측정 실행”을 다시 누르세요.</translation>
    </message>
    <message>
        <source>Trial {i} of {n}: {w} worker, {r} images/s</source>
        <translation>시도 {i}/{n}: 워커 {w}개, {r}장/초</translation>
    </message>
    <message>
        <source>Trial {i} of {n}: {w} workers, {r} images/s</source>
        <translation>시도 {i}/{n}: 워커 {w}개, {r}장/초</translation>
    </message>
    <message>
        <source>Trial {i} of {n}, an extra one to tell {counts} workers apart: {w} worker, {r} images/s. Their speeds overlapped too much to tell which is faster, so they are measured again (for at most a minute).</source>
        <translation>시도 {i}/{n} (워커 {counts}개를 구별하기 위한 추가 시도): 워커 {w}개, {r}장/초. 속도 범위가 겹쳐 어느 쪽이 빠른지 판단할 수 없어 다시 측정합니다 (최대 1분).</translation>
    </message>
    <message>
        <source>Trial {i} of {n}, an extra one to tell {counts} workers apart: {w} workers, {r} images/s. Their speeds overlapped too much to tell which is faster, so they are measured again (for at most a minute).</source>
        <translation>시도 {i}/{n} (워커 {counts}개를 구별하기 위한 추가 시도): 워커 {w}개, {r}장/초. 속도 범위가 겹쳐 어느 쪽이 빠른지 판단할 수 없어 다시 측정합니다 (최대 1분).</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;{n} worker&lt;/b&gt;, about {r} images/s; the whole source would take {t}.&lt;br&gt;{why}</source>
        <translation>추천: &lt;b&gt;워커 {n}개&lt;/b&gt;, 약 {r}장/초. 소스 전체 변환에 {t} 걸립니다.&lt;br&gt;{why}</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;{n} workers&lt;/b&gt;, about {r} images/s; the whole source would take {t}.&lt;br&gt;{why}</source>
        <translation>추천: &lt;b&gt;워커 {n}개&lt;/b&gt;, 약 {r}장/초. 소스 전체 변환에 {t} 걸립니다.&lt;br&gt;{why}</translation>
    </message>
    <message>
        <source>less than a second</source>
        <translation>1초 미만</translation>
    </message>
    <message>
        <source>about {d}</source>
        <translation>약 {d}</translation>
    </message>
    <message>
        <source>Use 1 worker</source>
        <translation>워커 1개 사용</translation>
    </message>
    <message>
        <source>Use {n} workers</source>
        <translation>워커 {n}개 사용</translation>
    </message>
    <message>
        <source>Sweep finished: {n} trials, {k} of them extra to tell {counts} workers apart.</source>
        <translation>측정 완료: 시도 {n}회 (그중 {k}회는 워커 {counts}개를 구별하기 위한 추가 시도).</translation>
    </message>
    <message>
        <source>Sweep finished: {n} trial.</source>
        <translation>측정 완료: 시도 {n}회.</translation>
    </message>
    <message>
        <source>Sweep finished: {n} trials.</source>
        <translation>측정 완료: 시도 {n}회.</translation>
    </message>
    <message>
        <source>Sweep cancelled.</source>
        <translation>측정을 취소했습니다.</translation>
    </message>
    <message>
        <source>exit code {c}</source>
        <translation>종료 코드 {c}</translation>
    </message>
    <message>
        <source>The sweep failed: {m}</source>
        <translation>측정에 실패했습니다: {m}</translation>
    </message>
</context>
<context>
    <name>Unpack</name>
    <message>
        <source>1 file</source>
        <translation>파일 1개</translation>
    </message>
    <message>
        <source>Asks first, then removes the half-unpacked folder (nothing else) and unpacks the archive into it afresh.</source>
        <translation>먼저 확인한 뒤 압축을 풀다 만 폴더를 삭제하고 (그 밖에는 아무것도 삭제하지 않음) 그 자리에 압축을 처음부터 다시 풉니다.</translation>
    </message>
    <message>
        <source>Choose another source?</source>
        <translation>다른 소스를 선택할까요?</translation>
    </message>
    <message>
        <source>Choosing another source stops the unpacking and removes the folder it is unpacking into, {folder} (nothing else). Choose the archive again later to unpack it from the start.</source>
        <translation>다른 소스를 선택하면 압축 풀기를 중지하고 압축을 풀던 폴더({folder})를 삭제합니다. 그 밖에는 아무것도 삭제하지 않습니다. 나중에 압축 파일을 다시 고르면 처음부터 압축을 풉니다.</translation>
    </message>
    <message>
        <source>It grows {times} times when unpacked: check that it is the export you expect.</source>
        <translation>압축을 풀면 {times}배로 커집니다. 예상한 내보내기 파일인지 확인하세요.</translation>
    </message>
    <message>
        <source>It holds another archive, {names}: once this one is unpacked, choose that one with File… to unpack it too.</source>
        <translation>안에 다른 압축 파일 {names} 항목이 있습니다. 이 압축 파일을 푼 뒤 “파일…”에서 그 파일을 골라 그것도 푸세요.</translation>
    </message>
    <message>
        <source>It holds {held} of the archive&apos;s files ({total} in all), written by this app when an unpacking was cut off (the app was closed or the computer stopped). {folder} is removed (nothing else), then the archive is unpacked into it again.</source>
        <translation>압축 파일의 {total} 중 {held}개가 들어 있습니다. 압축 풀기가 중간에 끊겼을 때 (앱이 종료되었거나 컴퓨터가 멈춤) 이 앱이 쓴 것입니다. {folder} 폴더를 삭제하고 (그 밖에는 아무것도 삭제하지 않음) 그 자리에 압축을 다시 풉니다.</translation>
    </message>
    <message>
        <source>It holds {n} other archives ({names}): once this one is unpacked, choose each with File… to unpack it too.</source>
        <translation>안에 다른 압축 파일이 {n}개 있습니다 ({names}). 이 압축 파일을 푼 뒤 “파일…”에서 각각 골라 그것도 푸세요.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>그대로 두기</translation>
    </message>
    <message>
        <source>Keep unpacking</source>
        <translation>계속 압축 풀기</translation>
    </message>
    <message>
        <source>Quitting stops it and removes the folder it is unpacking into, {folder} (nothing else). Choose the archive again later to unpack it from the start.</source>
        <translation>종료하면 압축 풀기를 중지하고 압축을 풀던 폴더({folder})를 삭제합니다. 그 밖에는 아무것도 삭제하지 않습니다. 나중에 압축 파일을 다시 고르면 처음부터 압축을 풉니다.</translation>
    </message>
    <message>
        <source>Read “{folder}”, unpacked before</source>
        <translation>전에 압축을 푼 “{folder}” 읽기</translation>
    </message>
    <message>
        <source>Reading what the archive holds…</source>
        <translation>압축 파일의 내용을 확인하는 중…</translation>
    </message>
    <message>
        <source>Reads the folder this archive was unpacked into before; nothing is written.</source>
        <translation>이 압축 파일을 전에 풀어 둔 폴더를 읽습니다. 아무것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Remove and unpack</source>
        <translation>삭제하고 압축 풀기</translation>
    </message>
    <message>
        <source>Remove the half-unpacked folder?</source>
        <translation>압축을 풀다 만 폴더를 삭제할까요?</translation>
    </message>
    <message>
        <source>Remove “{folder}” and unpack</source>
        <translation>“{folder}” 삭제 후 압축 풀기</translation>
    </message>
    <message>
        <source>Remove “{name}”, left half unpacked from “{archive}”, and unpack the archive into it afresh?</source>
        <translation>“{archive}”에서 압축을 풀다 만 “{name}” 폴더를 삭제하고 그 자리에 압축을 처음부터 다시 풀까요?</translation>
    </message>
    <message>
        <source>Stop and remove</source>
        <translation>중지하고 삭제</translation>
    </message>
    <message>
        <source>Stop unpacking</source>
        <translation>압축 풀기 중지</translation>
    </message>
    <message>
        <source>Stopped before anything was written or removed.</source>
        <translation>아무것도 쓰거나 삭제하기 전에 중지했습니다.</translation>
    </message>
    <message>
        <source>Stopped. The folder it was unpacking into, {folder}, was removed; nothing else was.</source>
        <translation>중지했습니다. 압축을 풀던 폴더를 삭제했습니다 ({folder}). 그 밖에는 아무것도 삭제하지 않았습니다.</translation>
    </message>
    <message>
        <source>Stops, and removes the folder being unpacked into (nothing else).</source>
        <translation>중지하고 압축을 풀던 폴더를 삭제합니다 (그 밖에는 아무것도 삭제하지 않습니다).</translation>
    </message>
    <message>
        <source>The archive holds {name}, which would be written outside its folder. Unpack it with your archive tool, and check what it holds.</source>
        <translation>압축 파일에 {name} 항목이 있는데, 이 항목은 압축을 풀 폴더 밖에 쓰이게 됩니다. 사용하는 압축 도구로 풀고 내용을 확인하세요.</translation>
    </message>
    <message>
        <source>Unpack into “{folder}”</source>
        <translation>“{folder}”에 압축 풀기</translation>
    </message>
    <message>
        <source>Unpack it again</source>
        <translation>다시 압축 풀기</translation>
    </message>
    <message>
        <source>Unpack the archive</source>
        <translation>압축 풀기</translation>
    </message>
    <message>
        <source>Unpacking</source>
        <translation>압축 푸는 중</translation>
    </message>
    <message>
        <source>Unpacking into {folder}…</source>
        <translation>{folder}에 압축을 푸는 중…</translation>
    </message>
    <message>
        <source>Writes the archive&apos;s files into a new folder beside it, then reads that folder. Nothing is written over.</source>
        <translation>압축 파일의 파일을 옆의 새 폴더에 쓰고 그 폴더를 읽습니다. 기존 파일은 덮어쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Writes the archive&apos;s files into another new folder beside it; the folder unpacked before is left as it is.</source>
        <translation>압축 파일의 파일을 옆의 또 다른 새 폴더에 씁니다. 전에 압축을 푼 폴더는 그대로 둡니다.</translation>
    </message>
    <message>
        <source>{files}, {size} once unpacked (the archive is {packed}), into {folder}; {free} free there.</source>
        <translation>{files}, 압축을 풀면 {size} (압축 파일은 {packed}). 풀 위치: {folder} (여유 공간 {free}).</translation>
    </message>
    <message>
        <source>{folder} could not be removed completely (another program, such as an antivirus, may be holding a file in it). Remove it yourself.</source>
        <translation>{folder} 폴더를 완전히 삭제하지 못했습니다. 백신 프로그램 등 다른 프로그램이 그 안의 파일을 열고 있을 수 있습니다. 직접 삭제해 주세요.</translation>
    </message>
    <message>
        <source>{files}, {size} once unpacked (the archive is {packed}): into {folder}, once the half unpacking in it is removed, or into a new folder, {new}; {free} free there.</source>
        <translation>{files}, 압축을 풀면 {size} (압축 파일은 {packed}). 풀 위치: 중간까지 풀린 내용을 지운 뒤의 {folder}, 또는 새 폴더 {new} (여유 공간 {free}).</translation>
    </message>
    <message>
        <source>{folder} has changed since it was checked (files were added to it, or it is being written), so it was left as it is.</source>
        <translation>{folder} 폴더가 확인한 뒤에 바뀌어서 (파일이 추가되었거나 쓰는 중) 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>파일 {n}개</translation>
    </message>
    <message>
        <source>{path} has changed since it was checked (replaced or written again), so {folder} was left as it is. Choose the archive again.</source>
        <translation>{path} 파일이 확인한 뒤에 바뀌어서 (교체되었거나 다시 쓰임) {folder} 폴더는 그대로 두었습니다. 압축 파일을 다시 선택해 주세요.</translation>
    </message>
    <message>
        <source>{path}: cannot read the archive ({detail}). Download it again, or unpack it with your archive tool.</source>
        <translation>{path}: 압축 파일을 읽을 수 없습니다 ({detail}). 다시 내려받거나 사용하는 압축 도구로 푸세요.</translation>
    </message>
    <message>
        <source>{path}: the ZIP archive is incomplete or damaged (its list of files is missing, as when a download stops early). Download it again.</source>
        <translation>{path}: ZIP 압축 파일이 불완전하거나 손상되었습니다 (다운로드가 중간에 멈췄을 때처럼 파일 목록이 없습니다). 다시 다운로드하세요.</translation>
    </message>
    <message>
        <source>{path}: the archive holds {entry} twice (or a file and a folder of that name), so it is not unpacked. Unpack it with your archive tool, which asks which one to keep.</source>
        <translation>{path}: 압축 파일에 {entry} 항목이 두 번 있어서 (또는 같은 이름의 파일과 폴더가 있어서) 압축을 풀지 않습니다. 어느 쪽을 남길지 묻는 압축 도구로 푸세요.</translation>
    </message>
    <message>
        <source>{path}: the archive is protected by a password. Unpack it with your archive tool.</source>
        <translation>{path}: 압축 파일이 암호로 보호되어 있습니다. 사용하는 압축 도구로 푸세요.</translation>
    </message>
    <message>
        <source>{path}: this is an archive, not a folder of images. Unpack it here (below), or yourself (on Windows: right-click it → Extract All; on a Mac: double-click it) and choose the folder it unpacks to.</source>
        <translation>{path}: 이미지 폴더가 아니라 압축 파일입니다. 여기에서 (아래 버튼으로) 압축을 풀거나, 직접 압축을 풀고 (Windows에서는 마우스 오른쪽 단추 → 압축 풀기, Mac에서는 두 번 클릭) 풀린 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>{path}: unpacked, it needs {needed}, and the disk has {free} free. Make room, or unpack it on another disk.</source>
        <translation>{path}: 압축을 풀려면 {needed}가 필요하지만 디스크 여유 공간은 {free}입니다. 공간을 확보하거나 다른 디스크에서 푸세요.</translation>
    </message>
    <message>
        <source>{path}: unpacking stopped ({detail}); nothing was kept. Download it again, or unpack it with your archive tool.</source>
        <translation>{path}: 압축 풀기가 중간에 멈췄습니다 ({detail}). 아무것도 남기지 않았습니다. 다시 내려받거나 사용하는 압축 도구로 푸세요.</translation>
    </message>
    <message>
        <source>{path}: unpacking stopped at {entry} ({detail}); nothing was kept. Download it again, or unpack it with your archive tool.</source>
        <translation>{path}: {entry} 항목에서 압축 풀기가 멈췄습니다 ({detail}). 아무것도 남기지 않았습니다. 다시 내려받거나 사용하는 압축 도구로 푸세요.</translation>
    </message>
    <message>
        <source>“{archive}” is still being unpacked ({percent}% done).</source>
        <translation>“{archive}” 파일의 압축을 아직 푸는 중입니다 ({percent}% 완료).</translation>
    </message>
    <message>
        <source>“{archive}” is still being unpacked ({percent}% done). Stop it and remove the half-unpacked folder “{name}”?</source>
        <translation>“{archive}” 파일의 압축을 아직 푸는 중입니다 ({percent}% 완료). 중지하고 압축을 풀다 만 “{name}” 폴더를 삭제할까요?</translation>
    </message>
    <message>
        <source>“{folder}” beside it already holds all of its files: it was unpacked there before.</source>
        <translation>옆의 “{folder}” 폴더에 이미 모든 파일이 있습니다. 전에 그곳에 압축을 풀었습니다.</translation>
    </message>
    <message>
        <source>“{folder}” beside it holds files of the same names and sizes, but older than this archive (from an earlier download of it?); it is left as it is, and this one unpacks into a new folder.</source>
        <translation>옆의 “{folder}” 폴더에 이름과 크기가 같은 파일이 있지만 이 압축 파일보다 오래되었습니다 (전에 내려받은 파일에서 푼 것일 수 있습니다). 그 폴더는 그대로 두고 이 압축 파일은 새 폴더에 풉니다.</translation>
    </message>
    <message>
        <source>“{folder}” beside it holds only {held} of its files (an unpacking that stopped, or files removed since); it is left as it is.</source>
        <translation>옆의 “{folder}” 폴더에는 그중 파일 {held}개만 있습니다 (중간에 멈춘 압축 풀기이거나 그 뒤에 파일이 삭제됨). 그대로 둡니다.</translation>
    </message>
    <message>
        <source>“{folder}” beside it is what an unpacking of this archive left when it was cut off (the app was closed or the computer stopped): {held} of its files.</source>
        <translation>옆의 “{folder}” 폴더는 이 압축 파일을 풀다가 중간에 끊겼을 때 (앱이 종료되었거나 컴퓨터가 멈춤) 남은 것으로, 그중 파일 {held}개가 들어 있습니다.</translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>User guide</source>
        <translation>사용자 가이드</translation>
    </message>
    <message>
        <source>User guide text</source>
        <translation>사용자 가이드 본문</translation>
    </message>
    <message>
        <source>The user guide was not found at {p}. Reinstalling TFRecord Studio brings it back.</source>
        <translation>사용자 가이드를 {p}에서 찾을 수 없습니다. TFRecord Studio를 다시 설치하면 복구됩니다.</translation>
    </message>
</context>
<context>
    <name>WorkerChart</name>
    <message>
        <source>&lt;b&gt;Checking and storing the files takes most of the time&lt;/b&gt;: the cluster&apos;s workers are busy and the writer waits for them; more cluster workers (or jobs) would help.</source>
        <translation>&lt;b&gt;파일을 확인하고 저장하는 데 시간이 가장 많이 걸립니다&lt;/b&gt;: 클러스터의 워커가 모두 바쁘고 쓰기 작업이 기다리고 있습니다. 클러스터 워커(또는 작업)를 늘리면 빨라집니다.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reading and checking the files takes most of the time&lt;/b&gt;: “Original bytes” converts nothing: the files are checked and stored one after another, so there are no workers to add. What would help: the images on a faster or local disk.</source>
        <translation>&lt;b&gt;파일을 읽고 확인하는 데 시간이 가장 많이 걸립니다&lt;/b&gt;: “원본 바이트”는 아무것도 변환하지 않고 파일을 하나씩 차례로 확인해 저장하므로 늘릴 워커가 없습니다. 도움이 되는 것: 이미지를 더 빠른 디스크나 로컬 디스크에 두기.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Waiting for the source files takes most of the time&lt;/b&gt;: slow or network storage is the limit. Copy the images to a local disk.</source>
        <translation>&lt;b&gt;소스 파일을 기다리는 데 시간이 가장 많이 걸립니다&lt;/b&gt;: 느리거나 네트워크 저장소가 한계입니다. 이미지를 로컬 디스크로 복사하세요.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Writing the output files takes most of the time&lt;/b&gt;: the disk or the compression is the limit.</source>
        <translation>&lt;b&gt;출력 파일을 쓰는 데 시간이 가장 많이 걸립니다&lt;/b&gt;: 디스크나 압축이 한계입니다.</translation>
    </message>
    <message>
        <source>Activity (busy %): no workers, the files stored one by one</source>
        <translation>활동 (사용률 %): 워커 없음, 파일을 하나씩 저장</translation>
    </message>
    <message>
        <source>Activity when storing ended (busy %): no workers</source>
        <translation>저장이 끝났을 때의 활동 (사용률 %): 워커 없음</translation>
    </message>
    <message>
        <source>The Dask workers of the bars, as the scheduler&apos;s dashboard lists them:</source>
        <translation>각 막대의 Dask 워커 (스케줄러 대시보드에 표시되는 이름):</translation>
    </message>
    <message>
        <source>files</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>reading and checking files {w}% of the time, writing {k}%</source>
        <translation>파일 읽기와 확인 {w}%, 쓰기 {k}%</translation>
    </message>
    <message>
        <source>{name} · thread {i}/{n}</source>
        <translation>{name} · 스레드 {i}/{n}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Convert image folders to TFRecord datasets.</source>
        <extracomment>--help&apos;s last lines: which exit codes --headless gives (the engine&apos;s, and its own when an archive is not unpacked: it said &quot;the engine&apos;s exit code&quot; of those too).</extracomment>
        <translation>이미지 폴더를 TFRecord 데이터셋으로 변환합니다.</translation>
    </message>
</context>
</TS>
