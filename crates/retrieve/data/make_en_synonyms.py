"""Makes en-synonyms.tsv from WordNet 3.1's database files (see README.md):
python3 make_en_synonyms.py DATABASE_DIR > en-synonyms.tsv"""
import sys

SENSES = 3  # the first senses of a lemma, WordNet's most frequent first

def synsets(path):
    table = {}
    for line in open(path, encoding="latin-1"):
        if line.startswith("  "):
            continue
        parts = line.split("|")[0].split()
        count = int(parts[3], 16)
        table[parts[0]] = [parts[4 + 2 * i].split("(")[0].lower() for i in range(count)]
    return table

entries = {}
for pos in ["noun", "verb", "adj", "adv"]:
    table = synsets(f"{sys.argv[1]}/data.{pos}")
    for line in open(f"{sys.argv[1]}/index.{pos}", encoding="latin-1"):
        if line.startswith("  "):
            continue
        parts = line.split()
        lemma, pointers = parts[0], int(parts[3])
        offsets = parts[6 + pointers:]
        synonyms = entries.setdefault(lemma, [])
        for offset in offsets[:SENSES]:
            for word in table[offset]:
                if word != lemma and word not in synonyms:
                    synonyms.append(word)
for lemma, synonyms in sorted(entries.items()):
    if synonyms:
        print(f"{lemma.replace('_', ' ')}\t{'; '.join(s.replace('_', ' ') for s in synonyms)}")
