"""Makes ko-en.tsv from namehint 1.0.0's dictionary.json (see README.md): python3 make_ko_en.py dictionary.json > ko-en.tsv"""
import json
import re
import sys

entries = {}
for value in json.load(open(sys.argv[1], encoding="utf-8")).values():
    word = value["word"].strip()
    if not word or not all("\uac00" <= c <= "\ud7a3" for c in word):
        continue
    senses = entries.setdefault(word, [])
    for sense in value["meaning"].split(";"):
        sense = sense.strip().lower()
        if re.fullmatch(r"[a-z][a-z' -]*", sense) and len(sense.split()) <= 3 and sense not in senses:
            senses.append(sense)
for word, senses in sorted(entries.items()):
    if senses:
        print(f"{word}\t{'; '.join(senses)}")
