import { ImageFileButton } from './controls';
import { arrayMove } from '@dnd-kit/sortable';
import { useAtomValue, useSetAtom } from 'jotai';
import { useAppText } from '../../../src/shared/i18n/app';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/editor-messages';
import { PARTY_CAPTION_MAX, PARTY_MAX_MEMBERS, PARTY_NAME_MAX } from '../../../src/shared/wedding/limits';
import type { WeddingPartyMember } from '../../../src/shared/wedding/list-fields';
import { SortableItem, SortableList } from '../dnd/SortableList';
import { draftAtom, editAtom, saveAtom } from '../state/draft';
import { addPartyMemberAtom } from '../state/lists';
import { deletePartyMemberAtom, uploadImageAtom, uploadsAtom } from '../state/images';
import { useIsLoading } from '../state/use-draft';
import { SectionPanel, sectionSaveFields } from './SectionPanel';

/** Wedding party: add, remove, reorder, photo, name (100) and caption (200); at most 12. */
export function PartyPanel() {
  const draft = useAtomValue(draftAtom);
  const uploads = useAtomValue(uploadsAtom);
  const edit = useSetAtom(editAtom);
  const save = useSetAtom(saveAtom);
  const upload = useSetAtom(uploadImageAtom);
  const removeMember = useSetAtom(deletePartyMemberAtom);
  const add = useSetAtom(addPartyMemberAtom);
  const loading = useIsLoading();
  const t = useAppText();
  if (!draft) return null;
  const members = (draft.weddingParty as WeddingPartyMember[]) ?? [];
  const setMembers = (next: WeddingPartyMember[]) => edit({ weddingParty: next.slice(0, PARTY_MAX_MEMBERS) });
  const update = (id: string, change: Partial<WeddingPartyMember>) => setMembers(members.map((m) => (m.id === id ? { ...m, ...change } : m)));
  const full = members.length >= PARTY_MAX_MEMBERS;
  // site-editor.md §4: out at once; with a photo the member and photo are deleted on the server,
  // otherwise the remaining list is saved.
  const remove = (member: WeddingPartyMember) => {
    if (member.image) {
      void removeMember(member);
      return;
    }
    setMembers(members.filter((m) => m.id !== member.id));
    void save({ fields: ['weddingParty'] });
  };
  return (
    <SectionPanel sectionKey="weddingParty" saveLabel={t('builder.party.save')} onSave={() => save({ fields: sectionSaveFields('weddingParty') })}>
      {members.length === 0 && <p className="b-note">{EDITOR_MESSAGES.noPartyMembers}</p>}
      <SortableList
        id="wedding-party"
        items={members.map((m) => m.id)}
        onMove={(from, to) =>
          setMembers(
            arrayMove(
              members,
              members.findIndex((m) => m.id === from),
              members.findIndex((m) => m.id === to),
            ),
          )
        }
      >
        {members.map((member, index) => {
          const pending = uploads[`weddingParty:${member.id}`];
          return (
            <SortableItem key={member.id} id={member.id} label={member.name || t('builder.party.member', { n: index + 1 })}>
              <div className="b-member">
                {pending || member.image ? (
                  <img className="b-thumb" src={pending?.preview ?? member.image} alt="" />
                ) : (
                  <span className="b-thumb b-thumb--empty">{EDITOR_MESSAGES.photoComingSoon}</span>
                )}
                {pending && <progress className="b-progress" max={100} value={pending.progress} />}
                <ImageFileButton disabled={loading} onFile={(file) => void upload({ file, target: { section: 'weddingParty', itemId: member.id } })}>
                  {t('builder.party.photo')}
                </ImageFileButton>
                <input
                  className="b-input"
                  aria-label={t('builder.party.name')}
                  placeholder={t('builder.party.name')}
                  value={member.name}
                  onChange={(e) => update(member.id, { name: e.target.value.slice(0, PARTY_NAME_MAX) })}
                />
                <textarea
                  className="b-input"
                  aria-label={t('builder.party.caption')}
                  placeholder={t('builder.party.caption')}
                  rows={3}
                  value={member.caption}
                  onChange={(e) => update(member.id, { caption: e.target.value.slice(0, PARTY_CAPTION_MAX) })}
                />
                <button type="button" className="btn b-small" onClick={() => remove(member)}>
                  {t('builder.party.remove')}
                </button>
              </div>
            </SortableItem>
          );
        })}
      </SortableList>
      <button
        type="button"
        className="btn b-small"
        aria-disabled={full || loading}
        data-testid="party-add"
        onClick={() => {
          if (!loading) add();
        }}
      >
        {t('builder.party.add', { count: members.length, max: PARTY_MAX_MEMBERS })}
      </button>
    </SectionPanel>
  );
}
