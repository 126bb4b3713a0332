import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { ReferenceManyField, useTranslate } from 'react-admin';
import { PAGE_SIZE } from '#domain/limits';
import { ShowSection } from './ShowSection';

interface RelatedListProps {
  /** The resource the related records are read from ("vehicles"). */
  reference: string;
  /** Their field that holds the shown record's id ("fleetId"). */
  target: string;
  /** What is said when there is none (a message key). */
  empty: string;
  /** What shows the records (a ResourceGrid), in react-admin's list context of them. */
  children: ReactNode;
}

/**
 * The records of another resource that point at the record on show (GET /<reference>?<target>=<id>),
 * one page of them, or a short muted line when there is none.
 */
export function RelatedList({ reference, target, empty, children }: RelatedListProps) {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference={reference}
      target={target}
      perPage={PAGE_SIZE.companies}
      empty={
        <Typography variant="body2" color="text.secondary">
          {translate(empty)}
        </Typography>
      }
    >
      {children}
    </ReferenceManyField>
  );
}

/** A show page's titled section (a region named by its heading) listing the related records: see RelatedList. */
export function RelatedSection({ title, ...list }: RelatedListProps & { title: ReactNode }) {
  return (
    <ShowSection title={title}>
      <RelatedList {...list} />
    </ShowSection>
  );
}
